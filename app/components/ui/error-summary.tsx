/** The line above a form that says some fields need attention (each field shows its own message). */
export function ErrorSummary({ errors, text }: { errors: object; text: string }) {
  return Object.keys(errors).length > 0 ? (
    <p role="alert" className="font-medium text-red-700">
      {text}
    </p>
  ) : null;
}
