import { describe, expect, it } from "vitest";
import { satisfactionOf, SURVEY_MESSAGES, surveyFormSchema } from "./survey-rules";

const errors = (form: Record<string, string>) => {
  const parsed = surveyFormSchema.safeParse(form);
  return parsed.success ? [] : parsed.error.issues.map((issue) => issue.message);
};

describe("the survey form", () => {
  it("takes a rating 1-5 and an optional comment, trimmed, null when blank", () => {
    expect(surveyFormSchema.parse({ nota: "4", comentario: "  Ótimo.  " })).toEqual({ rating: 4, comment: "Ótimo." });
    expect(surveyFormSchema.parse({ nota: "1", comentario: "   " })).toEqual({ rating: 1, comment: null });
    expect(surveyFormSchema.parse({ nota: "5" })).toEqual({ rating: 5, comment: null });
  });

  it("refuses a missing or out-of-scale rating, a comment over 1.000 characters or with control characters", () => {
    for (const nota of ["", "0", "6", "4.5", "cinco"]) expect(errors({ nota })).toEqual([SURVEY_MESSAGES.rating]);
    expect(errors({ nota: "3", comentario: "a".repeat(1001) })).toEqual([SURVEY_MESSAGES.commentTooLong]);
    expect(errors({ nota: "3", comentario: "a\u0000b" })).toHaveLength(1);
  });
});

describe("satisfactionOf", () => {
  it("gives the count, the mean and the share of 4 and 5; none for no ratings", () => {
    expect(satisfactionOf([])).toEqual({ count: 0, average: null, csat: null });
    expect(satisfactionOf([5, 4, 3, 1])).toEqual({ count: 4, average: 3.25, csat: 0.5 });
  });
});
