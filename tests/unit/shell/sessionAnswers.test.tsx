import { render } from '@testing-library/react';
import { CoreAdminContext, useGetIdentity, usePermissions, type AuthProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../src/App';
import { keepSessionAnswers } from '../../../src/auth/sessionAnswers';
import { PortalRouter } from '../../../src/portal/PortalRouter';
import { readyToDraw } from '../../../src/startup/startVisit';

const sessionProvider = (identity: () => Promise<{ id: string; fullName: string }>) => {
    const asked: string[] = [];
    const authProvider: AuthProvider = {
        login: async () => undefined,
        logout: async () => undefined,
        checkAuth: async () => undefined,
        checkError: async () => undefined,
        getIdentity: () => {
            asked.push('identity');
            return identity();
        },
        getPermissions: async () => {
            asked.push('permissions');
            return { id: '7', portals: [] };
        },
    };
    return { authProvider, asked };
};

/** What react-admin's own hooks give on the first draw. */
const firstDraw = (authProvider: AuthProvider, queryClient: ReturnType<typeof createQueryClient>) => {
    const draws: Array<{ name?: string; permissions?: unknown }> = [];
    const Probe = () => {
        const { identity } = useGetIdentity();
        const { permissions } = usePermissions();
        draws.push({ name: identity?.fullName, permissions });
        return null;
    };
    render(
        <PortalRouter>
            <CoreAdminContext authProvider={authProvider} queryClient={queryClient}>
                <Probe />
            </CoreAdminContext>
        </PortalRouter>
    );
    return draws[0];
};

describe('the session answers asked before the first draw', () => {
    it("are what react-admin's identity and permissions give on the first draw, without asking again", async () => {
        const { authProvider, asked } = sessionProvider(async () => ({ id: 'u1', fullName: 'Dana Demo' }));
        const queryClient = createQueryClient();
        await keepSessionAnswers(authProvider, queryClient);
        expect(firstDraw(authProvider, queryClient)).toEqual({
            name: 'Dana Demo',
            permissions: { id: '7', portals: [] },
        });
        expect(asked.sort()).toEqual(['identity', 'permissions']);
    });

    it('leave a failed answer out, for react-admin to ask again', async () => {
        const { authProvider, asked } = sessionProvider(() => Promise.reject(new Error('Not signed in')));
        const queryClient = createQueryClient();
        await keepSessionAnswers(authProvider, queryClient);
        expect(firstDraw(authProvider, queryClient).name).toBeUndefined();
        expect(asked.filter(call => call === 'identity')).toHaveLength(2);
    });
});

describe('the first draw', () => {
    afterEach(() => {
        vi.useRealTimers();
    });

    it('waits for what it needs, failed or not', async () => {
        let drawn = false;
        let fail!: (error: Error) => void;
        const ready = readyToDraw([new Promise((_, reject) => (fail = reject))]).then(() => (drawn = true));
        await Promise.resolve();
        expect(drawn).toBe(false);
        fail(new Error('code not loaded'));
        await ready;
        expect(drawn).toBe(true);
    });

    it("waits no longer than react-admin's loading page would stay blank", async () => {
        vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
        let drawn = false;
        const ready = readyToDraw([new Promise(() => undefined)]).then(() => (drawn = true));
        await vi.advanceTimersByTimeAsync(999);
        expect(drawn).toBe(false);
        await vi.advanceTimersByTimeAsync(1);
        await ready;
        expect(drawn).toBe(true);
    });
});
