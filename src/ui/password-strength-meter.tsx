// The password strength meter under a new-password field (spec §5): a 0-4 meter, the requirements checklist and hints.
import { checkPassword, type PasswordLevel } from '../lib/validation/password';
import './password-strength-meter.css';

const LEVEL_LABELS: Record<PasswordLevel, string> = {
  'very-weak': 'Very weak',
  weak: 'Weak',
  fair: 'Fair',
  good: 'Good',
  strong: 'Strong',
};

const MAX_SCORE = 4;

export function PasswordStrengthMeter({ password }: { password: string }) {
  if (password === '') return null;
  const { score, level, requirements, feedback } = checkPassword(password);
  const levelLabel = LEVEL_LABELS[level];
  return (
    <div className={`strength-meter strength-meter--${level}`}>
      {/* Polite, so the level is read out once typing pauses rather than on every key. */}
      <p className="strength-meter__level" aria-live="polite">
        Strength: {levelLabel}
      </p>
      <div
        className="strength-meter__bar"
        role="meter"
        aria-label="Password strength"
        aria-valuemin={0}
        aria-valuemax={MAX_SCORE}
        aria-valuenow={score}
        aria-valuetext={levelLabel}
      >
        <div className="strength-meter__fill" style={{ width: `${(score / MAX_SCORE) * 100}%` }} />
      </div>
      <ul className="strength-meter__requirements" aria-label="Password requirements">
        {requirements.map((requirement) => (
          <li
            key={requirement.id}
            className={`strength-meter__requirement strength-meter__requirement--${requirement.met ? 'met' : 'unmet'}`}
          >
            {/* The glyph differs as well as the colour; screen readers get the words instead. */}
            <span className="strength-meter__mark" aria-hidden="true">
              {requirement.met ? '✓' : '○'}
            </span>
            {requirement.label}
            <span className="sr-only">{requirement.met ? ' (met)' : ' (not met)'}</span>
          </li>
        ))}
      </ul>
      {feedback.length > 0 ? (
        <ul className="strength-meter__feedback" aria-label="Suggestions">
          {feedback.map((hint) => (
            <li key={hint}>{hint}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
