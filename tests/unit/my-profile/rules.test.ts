import { describe, expect, it } from 'vitest';
import { phoneMask, validPhone } from '../../../src/forms';
import {
    normalizeZip,
    toFormValues,
    toProfile,
    validatorsFor,
    validZip,
} from '../../../resources/my-profile/profileForm';
import type { ProfileFormValues } from '../../../resources/my-profile/types';

const typed = (keys: string) => {
    let clean = '';
    const shown: string[] = [];
    for (const key of keys) {
        clean = phoneMask.clean(phoneMask.format(clean) + key);
        shown.push(phoneMask.format(clean));
    }
    return shown;
};

describe('phone mask ((###) ###-#### from up to 10 digits)', () => {
    it('formats while typing, digit by digit', () => {
        expect(typed('5551234567')).toEqual([
            '(5',
            '(55',
            '(555',
            '(555) 1',
            '(555) 12',
            '(555) 123',
            '(555) 123-4',
            '(555) 123-45',
            '(555) 123-456',
            '(555) 123-4567',
        ]);
    });

    it('formats a paste, formatted or not, and drops a +1 country code', () => {
        for (const pasted of ['5551234567', '(555) 123-4567', '555.123.4567', '555-123-4567', '+1 555 123 4567'])
            expect(phoneMask.format(phoneMask.clean(pasted))).toBe('(555) 123-4567');
    });

    it('keeps no more than 10 digits', () => {
        expect(phoneMask.clean('55512345678999')).toBe('5551234567');
        expect(typed('555123456789').at(-1)).toBe('(555) 123-4567');
    });

    it('ignores letters and signs', () => {
        expect(phoneMask.clean('abc')).toBe('');
        expect(phoneMask.format(phoneMask.clean('5a5b5c-1234x567'))).toBe('(555) 123-4567');
    });

    it('is valid only with all 10 digits; empty is refused too (the phone is marked required)', () => {
        const validate = validPhone();
        expect(validate('5551234567', {}, {})).toBeUndefined();
        expect(validate('555123456', {}, {})).toBe('messages.validation.phoneInvalid');
        expect(validate('', {}, {})).toBe('messages.validation.phoneInvalid');
        expect(validate(undefined, {}, {})).toBe('messages.validation.phoneInvalid');
    });
});

describe('ZIP (5 or 9 digits)', () => {
    const validate = validZip();
    it.each(['12345', '12345-6789', '123456789', ' 12345 '])('accepts %j', zip => {
        expect(validate(zip, {}, {})).toBeUndefined();
    });
    it.each(['1234', '123456', '12345-678', '1234a', '12345 6789', '12345--6789'])('refuses %j', zip => {
        expect(validate(zip, {}, {})).toBe('resources.my-profile.validation.zip');
    });
    it('is sent as 12345 or 12345-6789', () => {
        expect(normalizeZip('123456789')).toBe('12345-6789');
        expect(normalizeZip('12345-6789')).toBe('12345-6789');
        expect(normalizeZip('12345')).toBe('12345');
    });
});

const requiredFields = (type: 'agent' | 'agency') =>
    Object.entries(validatorsFor(type))
        .filter(([, validators]) =>
            (Array.isArray(validators) ? validators : [validators]).some(
                validator => (validator as { isRequired?: boolean }).isRequired
            )
        )
        .map(([field]) => field)
        .sort();

describe('required fields by portal type', () => {
    it('agent: first and last name, phone, address 1, city, state, ZIP', () => {
        expect(requiredFields('agent')).toEqual(
            ['Address1', 'City', 'FirstName', 'LastName', 'Phone', 'StateName', 'ZipCode'].sort()
        );
    });
    it('agency: name, phone, address 1, city, state, ZIP', () => {
        expect(requiredFields('agency')).toEqual(['Address1', 'City', 'Name', 'Phone', 'StateName', 'ZipCode'].sort());
    });
    it('middle name, nickname and address 2 are optional for both', () => {
        for (const type of ['agent', 'agency'] as const)
            for (const field of ['MiddleName', 'Nickname', 'Address2'])
                expect(validatorsFor(type)).not.toHaveProperty(field);
    });
});

describe('the wire', () => {
    const values: ProfileFormValues = {
        FirstName: 'Maria',
        MiddleName: '',
        LastName: 'Lopez',
        Nickname: 'Mari',
        Name: '',
        Phone: '5551234567',
        Address1: '1 Main St',
        Address2: '',
        City: 'Tampa',
        StateName: 'Florida',
        ZipCode: '336021234',
    };
    it('sends the agent profile with the phone formatted and the ZIP normalized', () => {
        expect(toProfile('agent', values)).toEqual({
            FirstName: 'Maria',
            MiddleName: '',
            LastName: 'Lopez',
            Nickname: 'Mari',
            PhoneNumber: { Number: '(555) 123-4567' },
            Address: {
                Address1: '1 Main St',
                Address2: '',
                City: 'Tampa',
                StateName: 'Florida',
                ZipCode: '33602-1234',
            },
        });
    });
    it('sends the agency profile with its name and no person names', () => {
        const profile = toProfile('agency', { ...values, Name: 'Sunshine Benefits Group' });
        expect(profile).toMatchObject({ Name: 'Sunshine Benefits Group' });
        expect(profile).not.toHaveProperty('FirstName');
    });
    it('reads the phone as digits whatever way the API wrote it', () => {
        const form = toFormValues({
            Name: 'X',
            PhoneNumber: { Number: '555.123.4567' },
            Address: { Address1: '', Address2: '', City: '', StateName: '', ZipCode: '' },
        });
        expect(form.Phone).toBe('5551234567');
    });
});
