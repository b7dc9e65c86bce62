/**
 * The line under a sign-in form that moves to another panel ("No account yet? Sign up"):
 * an optional question and a link-styled button.
 */
export function PanelSwitchPrompt({
  question,
  action,
  onClick,
}: {
  question?: string;
  action: string;
  onClick: () => void;
}) {
  return (
    <p className="text-center text-sm text-ink-700">
      {question ? `${question} ` : null}
      <button
        type="button"
        onClick={onClick}
        className="cursor-pointer font-semibold text-clay-700 underline-offset-4 hover:underline"
      >
        {action}
      </button>
    </p>
  );
}
