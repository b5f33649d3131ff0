import { describe, expect, it } from "vitest";
import { ApiError } from "../../app/lib/api";
import { validationDetails } from "../../app/lib/api-errors";
import { codeEntry, fieldErrorsOf, firstFieldError, refusedFieldsOf } from "../../app/lib/use-field-errors";
import type { ErrorBody, FieldErrors } from "../../worker/contract/errors";

const failure = (status: number, details: unknown) => {
  const body: ErrorBody = {
    error: { code: "validation_failed", message: "Check the highlighted fields", details },
  };
  return new ApiError(status, "", JSON.stringify(body));
};

describe("validation details onto form fields", () => {
  it("keeps the form's own fields of a 422, with the server's messages", () => {
    const details: FieldErrors = { email: ["Valid email is required"], other: ["not this form's"] };
    expect(fieldErrorsOf(failure(422, details), ["name", "email"] as const)).toEqual({
      email: ["Valid email is required"],
    });
    expect(refusedFieldsOf(failure(422, details), ["email", "name"] as const)).toEqual(["email"]);
  });

  it("reads a code in place of messages as that field's one message", () => {
    const error = failure(422, { password: "too_common" });
    expect(firstFieldError(error, "password")).toBe("too_common");
    expect(codeEntry({ too_common: "errPasswordCommon" }, firstFieldError(error, "password"))).toBe(
      "errPasswordCommon",
    );
    expect(codeEntry({ too_common: "errPasswordCommon" }, "toString")).toBeUndefined();
  });

  it("names no field for anything but a 422 in our error shape", () => {
    expect(validationDetails(failure(409, { email: ["taken"] }))).toBeNull();
    expect(validationDetails(new ApiError(422, "", "<html>proxy</html>"))).toBeNull();
    expect(fieldErrorsOf(new Error("offline"), ["email"] as const)).toEqual({});
  });
});
