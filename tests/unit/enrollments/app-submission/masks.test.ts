import { describe, expect, it } from 'vitest';
import {
    caretAfter,
    isValidMbi,
    isValidSsn,
    lastFour,
    mbiMask,
    significantBefore,
    ssnMask,
    validMbi,
    validSsn,
} from '../../../../resources/enrollments/app-submission/masks';
import { toSubmission, emptyForm } from '../../../../resources/enrollments/app-submission/submission';
import { firstOfNextMonth } from '../../../../resources/enrollments/app-submission/dates';
import { noFutureDate, today, withinYears } from '../../../../src/forms/dates';

describe('SSN mask', () => {
    it('formats 3-2-4 as the digits come, from typed or pasted text', () => {
        expect(ssnMask.format(ssnMask.clean('123'))).toBe('123');
        expect(ssnMask.format(ssnMask.clean('1234'))).toBe('123-4');
        expect(ssnMask.format(ssnMask.clean('123456789'))).toBe('123-45-6789');
        expect(ssnMask.format(ssnMask.clean('123-45-6789'))).toBe('123-45-6789');
        expect(ssnMask.format(ssnMask.clean(' 123 45 6789 0'))).toBe('123-45-6789');
    });

    it('must be 9 digits', () => {
        expect(isValidSsn('123456789')).toBe(true);
        expect(isValidSsn('12345678')).toBe(false);
    });
});

describe('MBI mask', () => {
    it('upper-cases and puts dashes after the 4th and 7th characters', () => {
        expect(mbiMask.format(mbiMask.clean('1eg4te5mk73'))).toBe('1EG4-TE5-MK73');
        expect(mbiMask.format(mbiMask.clean('1EG4-TE5-MK73'))).toBe('1EG4-TE5-MK73');
        expect(mbiMask.format(mbiMask.clean('1eg4t'))).toBe('1EG4-T');
        expect(mbiMask.clean('1EG4-TE5-MK73-99')).toBe('1EG4TE5MK73');
    });

    it("follows CMS's format: 1-9, letter, letter/digit, digit, letter, letter/digit, digit, 2 letters, 2 digits", () => {
        expect(isValidMbi('1EG4TE5MK73')).toBe(true); // CMS's own example
        expect(isValidMbi('9A09A09AA99')).toBe(true);
        expect(isValidMbi('0EG4TE5MK73')).toBe(false); // first position 1-9
        expect(isValidMbi('1EG4TE5MK7')).toBe(false); // 10 characters
        expect(isValidMbi('11G4TE5MK73')).toBe(false); // position 2 is a letter
        expect(isValidMbi('1EGATE5MK73')).toBe(false); // position 4 is a digit
        for (const excluded of ['S', 'L', 'O', 'I', 'B', 'Z'])
            expect(isValidMbi(`1${excluded}G4TE5MK73`), excluded).toBe(false);
    });
});

describe('caret', () => {
    it('stays after the same digit when a dash is added before it', () => {
        // "123|" + "4" typed → "123-4|"
        expect(caretAfter(ssnMask, '123-4', significantBefore(ssnMask, '1234', 4))).toBe(5);
        // "12|3-45" + "9" typed in the middle → "129-345" with the caret just after the 9
        expect(caretAfter(ssnMask, '129-345', significantBefore(ssnMask, '1293-45', 3))).toBe(3);
        expect(caretAfter(ssnMask, '123-45', 0)).toBe(0);
    });
});

describe('summary masking', () => {
    it('shows only the last 4 characters', () => {
        expect(lastFour('123456789')).toBe('•••••6789');
        expect(lastFour('1EG4TE5MK73')).toBe('•••••••MK73');
    });
});

describe('wire metadata', () => {
    it('sends SSN and MBI without dashes, ids as numbers and blanks as null', () => {
        const values = {
            ...emptyForm('101'),
            FirstName: ' Ana ',
            LastName: 'Ruiz',
            SSN: '123-45-6789',
            MbiNumber: '1eg4-te5-mk73',
            StateId: '10',
            CountyId: '10001',
            PolicyTypeId: '1',
            InsurerId: '2',
            ProductId: '3',
        };
        expect(toSubmission(values)).toMatchObject({
            AgentId: 101,
            FirstName: 'Ana',
            SSN: '123456789',
            MbiNumber: '1EG4TE5MK73',
            MedicaidNumber: null,
            DateOfBirth: null,
            StateId: 10,
            CountyId: 10001,
        });
    });
});

describe('SSN and MBI validators', () => {
    it('check the stripped value as react-admin validators, an empty value passing', () => {
        expect(validSsn()('12345678', {}, {})).toBe('resources.enrollments.appSubmission.messages.ssnInvalid');
        expect(validSsn()('123456789', {}, {})).toBeUndefined();
        expect(validMbi()('1SG4TE5MK73', {}, {})).toBe('resources.enrollments.appSubmission.messages.mbiInvalid');
        expect(validMbi()('1EG4TE5MK73', {}, {})).toBeUndefined();
        for (const empty of ['', null, undefined]) {
            expect(validSsn()(empty, {}, {})).toBeUndefined();
            expect(validMbi()(empty, {}, {})).toBeUndefined();
        }
    });

    it('send a cleared react-admin text or date input (null) as null, and a required one trimmed', () => {
        const values = { ...emptyForm('101'), FirstName: ' Rosa ', MedicaidNumber: null, MedicareADate: null };
        expect(toSubmission(values)).toMatchObject({ FirstName: 'Rosa', MedicaidNumber: null, MedicareADate: null });
    });
});

describe('default dates', () => {
    it('are today and the first of next month, on the local calendar', () => {
        expect(today(new Date(2026, 11, 31, 23, 30))).toBe('2026-12-31');
        expect(firstOfNextMonth(new Date(2026, 11, 31, 23, 30))).toBe('2027-01-01');
        expect(firstOfNextMonth(new Date(2026, 0, 31))).toBe('2026-02-01');
        const notAfter = noFutureDate(undefined, () => new Date(2026, 11, 31));
        expect(notAfter('2027-01-01', {}, {})).toBe('messages.validation.noFutureDate');
        expect(notAfter('2026-12-31', {}, {})).toBeUndefined();
    });
});

describe('dates within so many years of today', () => {
    it.each([
        [-120, new Date(2026, 10, 27), '1906-11-27', true],
        [-120, new Date(2026, 10, 27), '1906-11-26', false],
        [-120, new Date(2028, 1, 29), '1908-02-29', true],
        [-120, new Date(2028, 1, 29), '1908-02-28', false],
        [2, new Date(2026, 11, 31, 23, 59), '2028-12-31', true],
        [2, new Date(2026, 11, 31, 23, 59), '2029-01-01', false],
        [2, new Date(2026, 10, 27), '9999-12-31', false],
        [-2, new Date(2027, 0, 1), '1800-01-01', false],
    ])('%i years from %s: %s is within: %s', (years, now, value, within) => {
        expect(withinYears(years, 'far', () => now)(value, {}, {})).toBe(within ? undefined : 'far');
    });

    it('leaves an empty or unreadable date to the other rules', () => {
        expect(withinYears(-120, 'far')('', {}, {})).toBeUndefined();
        expect(withinYears(-120, 'far')('not a date', {}, {})).toBeUndefined();
    });
});
