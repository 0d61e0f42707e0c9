import { describe, expect, it } from 'vitest';
import { decodePunycode, displayEmail } from '../../../src/domain/emailDisplay';

describe('an email address as a person reads it', () => {
    it.each([
        ['ana@xn--mnchen-3ya.de', 'ana@münchen.de'],
        ['jose@correo.xn--espaa-rta.es', 'jose@correo.españa.es'],
        ['li@xn--fiqs8s.cn', 'li@中国.cn'],
        ['maria@XN--BCHER-KVA.example', 'maria@bücher.example'],
        ['plain@example.com', 'plain@example.com'],
        ['broken@xn--ab!c.com', 'broken@xn--ab!c.com'],
        ['no-at-sign', 'no-at-sign'],
    ])('shows %s as %s', (email, shown) => {
        expect(displayEmail(email)).toBe(shown);
    });

    it('refuses what is not punycode', () => {
        expect(decodePunycode('ab!')).toBeUndefined();
        expect(decodePunycode('mnchen-3ya')).toBe('münchen');
    });
});
