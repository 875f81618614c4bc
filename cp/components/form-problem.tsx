/** Why a form was not saved, above it, announced at once (`role="alert"`): the users, roles and account forms. */
export function FormProblem({ title, problem }: { title: string; problem: string | null }) {
  if (!problem) return null;
  return (
    <div className="cp-error-summary" role="alert">
      <p className="cp-error-summary-title">{title}</p>
      <p>{problem}</p>
    </div>
  );
}
