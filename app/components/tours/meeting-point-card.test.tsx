import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { meetingPlace } from "../../../tests/fixtures/meeting-place";
import { MeetingPointCard } from "./meeting-point-card";

// Issue 41 item 6: the card offers the site facts' way to reach us on the day
// (the launch content's number is a sample, so the e-mail).
describe("the meeting-point card", () => {
  it("offers the site's way to reach us on the day: the e-mail while the number is the sample", () => {
    render(<MeetingPointCard place={meetingPlace} tourTitle="Lower East Side" />);
    const card = screen.getByTestId("meeting-point");
    expect(within(card).getByRole("heading", { level: 3, name: "Running late or can't find us?" })).toBeVisible();
    expect(within(card).getByRole("link", { name: "hello@example.com" })).toHaveAttribute(
      "href",
      "mailto:hello@example.com?subject=On%20the%20way%3A%20Lower%20East%20Side%20tour",
    );
  });
});
