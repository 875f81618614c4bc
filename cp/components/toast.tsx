/** Short confirmations ("Saved") and failures, announced through one `aria-live` region. */
import { createContext, useCallback, useContext, useEffect, useRef, useState, type ReactNode } from 'react';

type Kind = 'success' | 'error';
interface Toast {
  id: number;
  message: string;
  kind: Kind;
}

const ToastContext = createContext<(message: string, kind?: Kind) => void>(() => {});

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const next = useRef(0);
  const show = useCallback((message: string, kind: Kind = 'success') => {
    const id = ++next.current;
    setToasts((list) => [...list.slice(-2), { id, message, kind }]);
  }, []);
  return (
    <ToastContext.Provider value={show}>
      {children}
      <div className="cp-toasts" role="status" aria-live="polite">
        {toasts.map((toast) => (
          <ToastItem key={toast.id} toast={toast} onDone={() => setToasts((list) => list.filter((t) => t.id !== toast.id))} />
        ))}
      </div>
    </ToastContext.Provider>
  );
}

function ToastItem({ toast, onDone }: { toast: Toast; onDone(): void }) {
  useEffect(() => {
    const timer = setTimeout(onDone, toast.kind === 'error' ? 8000 : 4000);
    return () => clearTimeout(timer);
  }, [toast.kind, onDone]);
  return <div className={`cp-toast cp-toast-${toast.kind}`}>{toast.message}</div>;
}

export function useToast() {
  return useContext(ToastContext);
}
