/** A checkout field's message, read out with the field (its id is the field's `-error`). */
export function FieldMessage({ fieldId, message }: { fieldId: string; message: string | null }) {
  if (!message) return null;
  return (
    <p id={`${fieldId}-error`} className="mt-1 text-sm font-medium text-clay-800">
      {message}
    </p>
  );
}
