import { X } from "lucide-react";
import { Toast as ToastPrimitive } from "radix-ui";
import { cn } from "~/lib/cn";
import { dismissToast, TOAST_DURATION_MS, TOAST_SWIPE_THRESHOLD_PX, type Toast } from "~/lib/browser/toast";

const variantClass: Record<NonNullable<Toast["variant"]>, string> = {
  default: "bg-white text-ink-900 ring-ink-900/10",
  success: "bg-sage-700 text-white ring-sage-700",
  destructive: "bg-danger-700 text-white ring-danger-700",
};

/** Radix toasts with the library's defaults: 5 s, swipe right past 50 px. */
export default function ToastViewport({ toasts }: { toasts: Toast[] }) {
  return (
    <ToastPrimitive.Provider
      duration={TOAST_DURATION_MS}
      swipeThreshold={TOAST_SWIPE_THRESHOLD_PX}
      swipeDirection="right"
    >
      {toasts.map((item) => (
        <ToastPrimitive.Root
          key={item.id}
          onOpenChange={(open) => !open && dismissToast(item.id)}
          type={item.variant === "destructive" ? "foreground" : "background"}
          data-variant={item.variant ?? "default"}
          className={cn(
            "relative grid animate-fade-in gap-1 rounded-xl p-4 pr-10 shadow-lift ring-1 data-[state=closed]:opacity-0 data-[swipe=end]:translate-x-full data-[swipe=end]:transition-transform data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)]",
            variantClass[item.variant ?? "default"],
          )}
        >
          <ToastPrimitive.Title className="text-sm font-semibold">{item.title}</ToastPrimitive.Title>
          {item.description && (
            <ToastPrimitive.Description className="text-sm opacity-90">{item.description}</ToastPrimitive.Description>
          )}
          {item.action && (
            <ToastPrimitive.Action altText={item.action.altText} asChild>
              <button
                type="button"
                onClick={item.action.onClick}
                className="btn btn-secondary mt-2 w-fit px-3 py-1.5 text-ink-900"
              >
                {item.action.label}
              </button>
            </ToastPrimitive.Action>
          )}
          <ToastPrimitive.Close
            aria-label="Close notification"
            className="absolute top-2.5 right-2.5 rounded-full p-1 opacity-80 hover:opacity-100"
          >
            <X aria-hidden className="size-4" />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      <ToastPrimitive.Viewport className="fixed right-0 bottom-0 z-[60] flex w-full max-w-sm flex-col gap-2 p-4 outline-none" />
    </ToastPrimitive.Provider>
  );
}
