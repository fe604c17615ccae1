import { cn } from "~/lib/cn";

/**
 * The MTA's line colours (its published palette). White letters on red, green,
 * purple, blue, brown and grey-shuttle bullets; black on yellow, light green,
 * grey and orange, where white would fail contrast. The letter is drawn large
 * and bold (WCAG "large text") so the darker pairs pass at 3:1.
 */
const LINE_COLOURS: Record<string, string> = {
  "1": "bg-[#EE352E] text-white",
  "2": "bg-[#EE352E] text-white",
  "3": "bg-[#EE352E] text-white",
  "4": "bg-[#00933C] text-white",
  "5": "bg-[#00933C] text-white",
  "6": "bg-[#00933C] text-white",
  "7": "bg-[#B933AD] text-white",
  A: "bg-[#0039A6] text-white",
  C: "bg-[#0039A6] text-white",
  E: "bg-[#0039A6] text-white",
  B: "bg-[#FF6319] text-black",
  D: "bg-[#FF6319] text-black",
  F: "bg-[#FF6319] text-black",
  M: "bg-[#FF6319] text-black",
  G: "bg-[#6CBE45] text-black",
  J: "bg-[#996633] text-white",
  Z: "bg-[#996633] text-white",
  L: "bg-[#A7A9AC] text-black",
  N: "bg-[#FCCC0A] text-black",
  Q: "bg-[#FCCC0A] text-black",
  R: "bg-[#FCCC0A] text-black",
  W: "bg-[#FCCC0A] text-black",
  S: "bg-[#808183] text-white",
};

/** One subway line as the MTA's round bullet, read out as "A train" (`label`: in another language, "tren A"). */
export function SubwayBullet({ line, label }: { line: string; label?: string }) {
  return (
    <span className="inline-flex" data-line={line}>
      <span
        aria-hidden
        className={cn(
          "inline-flex size-7 items-center justify-center rounded-full font-sans text-[1.1875rem] leading-none font-bold",
          LINE_COLOURS[line] ?? "bg-ink-900 text-white",
        )}
      >
        {line}
      </span>
      <span className="sr-only">{label ?? <>{line} train</>}</span>
    </span>
  );
}
