/**
 * A tiny toast store: any module can raise a notice without React context.
 * The toaster renders at most MAX_VISIBLE_TOASTS at once (SPEC §2: library
 * defaults of 5 s and a 50 px swipe threshold, at most 3 visible).
 */
export type ToastVariant = "default" | "destructive" | "success";
export type ToastAction = { label: string; altText: string; onClick: () => void };
export type ToastInput = { title: string; description?: string; variant?: ToastVariant; action?: ToastAction };
export type Toast = ToastInput & { id: number };

export const MAX_VISIBLE_TOASTS = 3;
export const TOAST_DURATION_MS = 5000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;

type Listener = (toasts: Toast[]) => void;

let toasts: Toast[] = [];
let nextId = 1;
const listeners = new Set<Listener>();

function emit() {
  for (const listener of listeners) listener(toasts);
}

export function toast(input: ToastInput): number {
  const id = nextId++;
  toasts = [...toasts, { ...input, id }].slice(-MAX_VISIBLE_TOASTS);
  emit();
  return id;
}

export function dismissToast(id: number): void {
  toasts = toasts.filter((item) => item.id !== id);
  emit();
}

export function subscribeToToasts(listener: Listener): () => void {
  listeners.add(listener);
  listener(toasts);
  return () => {
    listeners.delete(listener);
  };
}

export function getToasts(): Toast[] {
  return toasts;
}
