import { nodeMayReset } from './checks';
import type { HostileRequest } from './corpus/shared';
import type { Outcome } from './send';

/**
 * Bugs the suite found in code it may not change here, each with the requests that show it
 * and the exact answer they get. Those answers are counted, not failed; any other answer to
 * such a request fails, so once the bug is fixed the suite says to delete its entry.
 */
export interface KnownIssue {
  id: string;
  /** What is wrong, where, and the fix. */
  description: string;
  /** The requests that show the bug. */
  affects(request: HostileRequest): boolean;
  /** The wrong answer they get while the bug is there. */
  symptom(outcome: Outcome): boolean;
}

export const KNOWN_ISSUES: readonly KnownIssue[] = [
  {
    id: 'newsletter-lang-prototype-key',
    description:
      "server/newsletter/signup.ts pickLang() tests `value in MESSAGES`, which is true for inherited keys (constructor, __proto__, toString…): MESSAGES[lang] is then no catalog and page() throws, so /newsletter/signup?lang=constructor is a 500. Fix: Object.hasOwn(MESSAGES, value).",
    affects: (request) => request.path.startsWith('/newsletter/signup?') && /[?&]lang=(?:__proto__|constructor|toString|valueOf|hasOwnProperty)(?:&|$)/.test(request.path) && (request.method === 'GET' || request.method === 'HEAD' || request.method === 'POST'),
    symptom: (outcome) => outcome.status === 500,
  },
];

/** The known issue a request is affected by, and whether its answer still shows it. */
export function knownIssue(request: HostileRequest, outcome: Outcome): { issue: KnownIssue; reproduced: boolean } | null {
  // A request Node's parser refuses (431, 400) never reaches the code with the bug.
  if (nodeMayReset(request)) return null;
  const issue = KNOWN_ISSUES.find((candidate) => candidate.affects(request));
  return issue ? { issue, reproduced: issue.symptom(outcome) } : null;
}
