import { describe, expect, it } from 'vitest';
import { quotingToolUrl, safeHttpsUrl } from '../../../src/api/quickLinks';

describe('quick links: the quoting tool address', () => {
    it('adds the connection claim as `connection` for a non-captive instance', () => {
        expect(quotingToolUrl({ sso_url: 'https://sunfire.example.com/sso?x=1', is_captive: false }, 'acme-conn')).toBe(
            'https://sunfire.example.com/sso?x=1&connection=acme-conn'
        );
    });
    it('opens a captive instance as it is, without the claim', () => {
        expect(quotingToolUrl({ sso_url: 'https://connecture.example.com/sso', is_captive: true }, 'acme-conn')).toBe(
            'https://connecture.example.com/sso'
        );
    });
    it('escapes the claim', () => {
        expect(quotingToolUrl({ sso_url: 'https://t.example.com/', is_captive: false }, 'a&b c')).toBe(
            'https://t.example.com/?connection=a%26b+c'
        );
    });
    it('has no address for a non-captive instance without a connection claim', () => {
        expect(quotingToolUrl({ sso_url: 'https://t.example.com/', is_captive: false }, undefined)).toBeUndefined();
    });
    it.each(['http://t.example.com/', 'javascript:alert(1)', 'ftp://t.example.com', '/relative', '', 'not a url'])(
        'opens only https: %j is refused',
        address => {
            expect(safeHttpsUrl(address)).toBeUndefined();
            expect(quotingToolUrl({ sso_url: address, is_captive: true }, 'c')).toBeUndefined();
        }
    );
});
