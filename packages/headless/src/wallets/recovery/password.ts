import { ErrorCode } from '../../core/errors/codes.ts';
import { ValidationError } from '../../core/errors/FoyerError.ts';

/** Spec §5, §9: a recovery password's rules and the strength meter's thresholds. */
export const PASSWORD_RULES = {
  minLength: 6,
  /** Letters, digits and these symbols. */
  symbols: '!@#$%^&*()-_+',
  /** The generated password: this many words. */
  generatedWords: 4,
  /** Above this score a password is Medium; above `strong`, Strong. */
  medium: 0.5,
  strong: 0.9,
  /** The character-variety factor needs at least this many characters. */
  varietyMinLength: 8,
} as const;

export type PasswordStrength = 'weak' | 'medium' | 'strong';

const allowed = (char: string) => /[A-Za-z0-9]/.test(char) || PASSWORD_RULES.symbols.includes(char);

/**
 * The password's problem by the spec's rules, or null when it is valid: too short, or characters
 * outside the allowed set (each once, in order, in `details.characters`).
 */
export function passwordError(
  password: string,
): ValidationError<typeof ErrorCode.PASSWORD_INVALID_CHARACTERS | typeof ErrorCode.PASSWORD_TOO_SHORT> | null {
  const invalid = [...new Set([...password].filter((char) => !allowed(char)))];
  if (invalid.length > 0) {
    return new ValidationError(
      'password',
      ErrorCode.PASSWORD_INVALID_CHARACTERS,
      `Invalid characters used: ${invalid.join(' ')}`,
      { details: { characters: invalid } },
    );
  }
  if ([...password].length < PASSWORD_RULES.minLength) {
    return new ValidationError(
      'password',
      ErrorCode.PASSWORD_TOO_SHORT,
      `A password needs at least ${PASSWORD_RULES.minLength} characters`,
    );
  }
  return null;
}

const classes = [/[a-z]/, /[A-Z]/, /[0-9]/, /[^A-Za-z0-9]/];
const poolSizes = [26, 26, 10, PASSWORD_RULES.symbols.length];

/**
 * Spec §5 'Strength': the average of a character-variety factor (three kinds of character of four
 * make 1; none below 8 characters) and an estimate of the guesses it takes (its length times the
 * bits of the characters it draws from, 80 bits making 1). An invalid password is Weak.
 */
export function passwordScore(password: string): number {
  if (passwordError(password)) return 0;
  const chars = [...password];
  const used = classes.map((pattern) => chars.some((char) => pattern.test(char)));
  const variety = chars.length < PASSWORD_RULES.varietyMinLength ? 0 : Math.min(1, used.filter(Boolean).length / 3);
  const pool = poolSizes.reduce((sum, size, index) => sum + (used[index] ? size : 0), 0);
  const estimate = Math.min(1, (chars.length * Math.log2(pool)) / 80);
  return (variety + estimate) / 2;
}

export function passwordStrength(password: string): PasswordStrength {
  const score = passwordScore(password);
  if (score > PASSWORD_RULES.strong) return 'strong';
  if (score > PASSWORD_RULES.medium) return 'medium';
  return 'weak';
}

/**
 * Spec §5: a generated password of 4 words, each capitalised, joined by `-` (uniform draws from the
 * BIP-39 English list: 44 bits), loaded only when a password is generated.
 */
export async function generatePassword(random = (count: number) => crypto.getRandomValues(new Uint16Array(count))) {
  const { wordlist } = await import('@scure/bip39/wordlists/english');
  const words: string[] = [];
  while (words.length < PASSWORD_RULES.generatedWords) {
    // 2048 words: the low 11 bits of a uniform 16-bit draw are uniform.
    for (const draw of random(PASSWORD_RULES.generatedWords - words.length)) {
      const word = wordlist[draw & 2047] ?? '';
      words.push(word.charAt(0).toUpperCase() + word.slice(1));
    }
  }
  return words.join('-');
}
