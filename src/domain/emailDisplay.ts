/** An internationalized domain travels as punycode (RFC 3492); the link keeps the address as it came. */

const BASE = 36;
const T_MIN = 1;
const T_MAX = 26;
const SKEW = 38;
const DAMP = 700;
const INITIAL_BIAS = 72;
const INITIAL_N = 128;
const MAX_CODE_POINT = 0x10ffff;

const adapt = (delta: number, points: number, first: boolean) => {
    let scaled = first ? Math.floor(delta / DAMP) : Math.floor(delta / 2);
    scaled += Math.floor(scaled / points);
    let k = 0;
    while (scaled > ((BASE - T_MIN) * T_MAX) / 2) {
        scaled = Math.floor(scaled / (BASE - T_MIN));
        k += BASE;
    }
    return k + Math.floor(((BASE - T_MIN + 1) * scaled) / (scaled + SKEW));
};

const digitOf = (code: number) =>
    code >= 0x61 && code <= 0x7a
        ? code - 0x61
        : code >= 0x41 && code <= 0x5a
          ? code - 0x41
          : code >= 0x30 && code <= 0x39
            ? code - 0x30 + 26
            : BASE;

export const decodePunycode = (input: string): string | undefined => {
    const delimiter = Math.max(input.lastIndexOf('-'), 0);
    const output: number[] = [];
    for (let index = 0; index < delimiter; index += 1) {
        const code = input.charCodeAt(index);
        if (code >= 0x80) return undefined;
        output.push(code);
    }
    let n = INITIAL_N;
    let bias = INITIAL_BIAS;
    let i = 0;
    for (let index = delimiter > 0 ? delimiter + 1 : 0; index < input.length;) {
        const before = i;
        for (let weight = 1, k = BASE; ; k += BASE) {
            if (index >= input.length) return undefined;
            const digit = digitOf(input.charCodeAt(index));
            index += 1;
            if (digit >= BASE) return undefined;
            i += digit * weight;
            const threshold = k <= bias ? T_MIN : k >= bias + T_MAX ? T_MAX : k - bias;
            if (digit < threshold) break;
            weight *= BASE - threshold;
        }
        const length = output.length + 1;
        bias = adapt(i - before, length, before === 0);
        n += Math.floor(i / length);
        i %= length;
        if (n > MAX_CODE_POINT) return undefined;
        output.splice(i, 0, n);
        i += 1;
    }
    return String.fromCodePoint(...output);
};

const ACE_PREFIX = 'xn--';

export const displayEmail = (email: string) => {
    const at = email.lastIndexOf('@');
    if (at < 0) return email;
    const domain = email
        .slice(at + 1)
        .split('.')
        .map(label =>
            label.toLowerCase().startsWith(ACE_PREFIX)
                ? (decodePunycode(label.slice(ACE_PREFIX.length).toLowerCase()) ?? label)
                : label
        )
        .join('.');
    return `${email.slice(0, at + 1)}${domain}`;
};
