import type { Context, Env, MiddlewareHandler } from "hono";
import { type InferInput, validator } from "hono/validator";
import { z } from "zod";
import type { FieldErrors } from "../contract/errors";
import { InputTooDeep, stripHiddenControlsDeep } from "../contract/hidden-controls";
import { AppError } from "../errors";

type Target = "json" | "query" | "param" | "form";

type ValidOptions = {
  /** What a body that is not JSON counts as (then the schema decides); without it, such a body is a 400. */
  notJson?: unknown;
  /** Query values that are empty strings count as absent (`?kind=` is no kind). */
  blankAsMissing?: boolean;
  /** The refusal when the schema fails; by default `validation_failed` with per-field messages. */
  refuse?: (error: z.ZodError) => AppError;
};

/** What the route declares (and the typed client sends): the schema's input, typed by target. */
type Validated<T extends Target, S extends z.ZodType> = {
  in: { [K in T]: K extends "json" ? z.input<S> : InferInput<z.input<S>, K> };
  out: { [K in T]: z.output<S> };
};

/** Per-field messages, the `details` of every `validation_failed` answer. */
export const fieldErrorsOf = (error: z.ZodError): FieldErrors =>
  z.flattenError(error).fieldErrors as FieldErrors;

const refuseFields = (error: z.ZodError) =>
  new AppError("validation_failed", "Check the highlighted fields", fieldErrorsOf(error));

/**
 * Whether the body is JSON, read once from its text (hono keeps it, so a handler that forwards the
 * request still has the exact bytes, and the validator parses the same text).
 */
async function isJsonBody(c: Context): Promise<boolean> {
  try {
    JSON.parse(await c.req.text());
    return true;
  } catch {
    return false;
  }
}

function rawInput(
  target: Target,
  value: unknown,
  c: Context,
  options: ValidOptions,
): unknown | Promise<unknown> {
  // hono's validator reads JSON only with a JSON content type; our routes never asked for one.
  if (target === "json") return c.req.json();
  if (target !== "query") return value;
  // One value per name, as `c.req.query()` gives (hono's validator would make arrays of repeats).
  const query = c.req.query();
  if (!options.blankAsMissing) return query;
  return Object.fromEntries(Object.entries(query).filter(([, text]) => text !== ""));
}

/**
 * Validates one part of the request with a contract schema before the handler runs; the handler reads
 * the parsed value with `c.req.valid(target)`, and the route's type carries the input for `hc`. A refusal
 * is the same `validation_failed` (422, "Check the highlighted fields", per-field messages) everywhere.
 * Every string is first stripped of hidden bidi and format controls (contract/hidden-controls.ts), so
 * no route can store text that lies about its direction.
 */
export function valid<T extends Target, S extends z.ZodType>(
  target: T,
  schema: S,
  options: ValidOptions = {},
): MiddlewareHandler<Env, string, Validated<T, S>> {
  const refuse = options.refuse ?? refuseFields;
  const parse = async (input: unknown) => {
    // Before the schema, so its length and blank checks judge the text that will be stored.
    const parsed = await schema.safeParseAsync(stripped(input));
    if (!parsed.success) throw refuse(parsed.error);
    return parsed.data;
  };
  const check = validator(
    target,
    async (value: unknown, c: Context): Promise<unknown> => parse(await rawInput(target, value, c, options)),
  ) as MiddlewareHandler;
  const middleware: MiddlewareHandler =
    target === "json"
      ? async (c, next) => {
          if (await isJsonBody(c)) return check(c, next);
          // Not JSON: a 400 in our error shape (hono's validator would answer its own), or the
          // route's stand-in for such a body, validated like any other.
          if (options.notJson === undefined)
            throw new AppError("bad_request", "The request body must be JSON");
          c.req.addValidatedData("json", (await parse(options.notJson)) ?? {});
          await next();
        }
      : check;
  // The runtime is hono's validator; the declared types are the schema's (hono cannot infer them here).
  return middleware as MiddlewareHandler<Env, string, Validated<T, S>>;
}

/** The input without hidden controls; junk nested deeper than any contract is a 422, not a crash. */
function stripped(input: unknown): unknown {
  try {
    return stripHiddenControlsDeep(input);
  } catch (error) {
    if (error instanceof InputTooDeep) throw new AppError("validation_failed", error.message);
    throw error;
  }
}

/** Validates input already in hand (not from the request) with a contract schema: the same refusal. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const parsed = schema.safeParse(stripped(input));
  if (!parsed.success) throw refuseFields(parsed.error);
  return parsed.data;
}
