import { useEffect, useState } from "react";
import { urgencyMessage } from "~/lib/urgency";

/**
 * 'Summer 2025 – Spots Filling Fast for {Month} Tours!'. The page is
 * pre-rendered at build time, so the month is filled in by the browser; the
 * server HTML carries the line without a month.
 */
export function UrgencyMessage({ season, className }: { season: string; className?: string }) {
  const [message, setMessage] = useState(`${season} – Spots Filling Fast!`);
  useEffect(() => setMessage(urgencyMessage(season, new Date())), [season]);
  return (
    <p className={className} data-testid="urgency-message">
      {message}
    </p>
  );
}
