import { describe, expect, it } from 'vitest';
import { commentForMoreAgents, toPayload } from '../../../../resources/contracts/requests/payload';
import { isDigits, isEmailShaped, isWholeNumber } from '../../../../resources/contracts/requests/validators';
import { asksAgentCount, emptyValues, stepsFor, uplineSourceOf } from '../../../../resources/contracts/requests/wizard';

const PORTAL = { id: '201', name: 'Sunshine Benefits Group' };

describe('contract request rules', () => {
    it('has the steps of each path, the details step only for a new agency or agent', () => {
        expect(stepsFor('agent', 'self')).toEqual(['upline', 'form']);
        expect(stepsFor('agency', 'self')).toEqual(['target', 'upline', 'form']);
        expect(stepsFor('agency', 'newAgency')).toEqual(['target', 'agencyDetails', 'upline', 'form']);
        expect(stepsFor('downline', 'agent')).toEqual(['agent', 'upline', 'form']);
        expect(stepsFor('downline', 'newAgent')).toEqual(['agent', 'agentDetails', 'upline', 'form']);
    });

    it('asks the agent count for an agency target only', () => {
        expect(asksAgentCount('self', 'agent')).toBe(false);
        expect(asksAgentCount('self', 'agency')).toBe(true);
        expect(asksAgentCount('newAgency', 'agency')).toBe(true);
        expect(asksAgentCount('agent', 'downline')).toBe(false);
        expect(asksAgentCount('newAgent', 'downline')).toBe(false);
        // A count typed for an agency, then the target changed to an agent: not sent.
        const values = { ...emptyValues('downline'), agentCount: 5, contracts: ['7'], states: ['3'], uplineId: '201' };
        expect(toPayload(values, 'downline', PORTAL).requestForm.agentCount).toBeNull();
        expect(toPayload({ ...values, target: 'self' }, 'agency', PORTAL).requestForm.agentCount).toBe(5);
    });

    it('places a request for the portal itself under its uplines, any other under this agency or a downline agency', () => {
        expect(uplineSourceOf('agent', 'self')).toBe('uplines');
        expect(uplineSourceOf('agency', 'self')).toBe('uplines');
        expect(uplineSourceOf('agency', 'newAgency')).toBe('placements');
        expect(uplineSourceOf('downline', 'agent')).toBe('placements');
        expect(uplineSourceOf('downline', 'newAgent')).toBe('placements');
    });

    it('turns an empty comment into "None provided" followed by a note naming the original agent', () => {
        expect(commentForMoreAgents('', 'Ana Ruiz')).toBe(
            'None provided\n\nNote: the same request was first made for Ana Ruiz.'
        );
        expect(commentForMoreAgents('  ', 'Ana Ruiz')).toMatch(/^None provided\n/);
        expect(commentForMoreAgents('Soon', 'Ana Ruiz')).toBe(
            'Soon\n\nNote: the same request was first made for Ana Ruiz.'
        );
    });

    it('checks NPN digits, email shape and whole agent counts', () => {
        expect(isDigits('0012345')).toBe(true);
        expect(isDigits('12 34')).toBe(false);
        expect(isDigits('12a')).toBe(false);
        expect(isEmailShaped('ana@example.com')).toBe(true);
        expect(isEmailShaped('ana@example')).toBe(false);
        expect(isEmailShaped('ana example@x.com')).toBe(false);
        expect(isWholeNumber('1')).toBe(true);
        expect(isWholeNumber('0')).toBe(false);
        expect(isWholeNumber('1.5')).toBe(false);
        expect(isWholeNumber('-2')).toBe(false);
    });
});
