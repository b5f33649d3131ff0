import { z } from "zod";
import { AppError } from "../errors";

/** The request's JSON body, or a 400 in our error shape when it is not JSON. */
export async function readJson(request: { json: () => Promise<unknown> }): Promise<unknown> {
  try {
    return await request.json();
  } catch {
    throw new AppError("bad_request", "The request body must be JSON");
  }
}

/** Validates input with a contract schema: a 422-style `validation_failed` with per-field messages. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const parsed = schema.safeParse(input);
  if (!parsed.success) {
    throw new AppError(
      "validation_failed",
      "Check the highlighted fields",
      z.flattenError(parsed.error).fieldErrors,
    );
  }
  return parsed.data;
}
