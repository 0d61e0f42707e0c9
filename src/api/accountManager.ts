import { useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { config } from '../config';
import type { PortalRef } from '../portal/types';
import { defineApiArea } from './dataProvider';
import { request } from './httpClient';
import { ownerPath } from './owner';
import { useAreaApi } from './useAreaApi';
import { managerAnswerSchema, type managerSchema } from './wire';

/**
 * The portal's relationship manager: the dashboard's manager card and the follow-up contact beside aging pending
 * contracts (contracts list, dashboard card) read the same call and the same fallback team, so the call belongs to
 * the shell, not to one of those areas.
 */

export type ManagerAnswer = z.infer<typeof managerSchema>;

export interface AccountManagerMethods {
    getAccountManager: () => Promise<ManagerAnswer | null>;
}

/** For the scope's portal, or for the one the address names on a first visit's early calls. */
export const accountManagerCalls = (portal: PortalRef): AccountManagerMethods => ({
    getAccountManager: async () => {
        const answer = await request(`${ownerPath(portal)}/accountmanager`, { schema: managerAnswerSchema });
        return answer?.DisplayName?.trim() ? answer : null;
    },
});

export const accountManagerApi = defineApiArea('account-manager', portal => ({
    methods: accountManagerCalls(portal),
}));

/** One query (one call) in the portal's scope, whichever screen asks first. */
export const useAccountManager = () => {
    const api = useAreaApi(accountManagerApi);
    return useQuery({ queryKey: ['accountManager'], queryFn: () => api.getAccountManager() });
};

/** Who the manager tile names: the portal's relationship manager, or the fallback team (src/config.ts). */
export type ManagerContact =
    | {
          kind: 'manager';
          name: string;
          email?: string;
          phone?: string;
          /** A data: URL of the photo, only for an image type. */
          photo?: string;
          direct: boolean;
      }
    | { kind: 'team'; name: string; email: string; phone: string };

// An <img> never runs an SVG's scripts, so an SVG photo is as safe as a bitmap.
const IMAGE_TYPE = /^image\/(png|jpe?g|gif|webp|svg\+xml)$/i;
const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

/** The photo as a data: URL, when the answer carries an image type and base64 content; otherwise none. */
export const photoUrlOf = (type: unknown, base64: unknown): string | undefined => {
    if (typeof type !== 'string' || typeof base64 !== 'string') return undefined;
    const mime = type.includes('/') ? type.trim() : `image/${type.trim()}`;
    const content = base64.replace(/\s+/g, '');
    if (!IMAGE_TYPE.test(mime) || !content || !BASE64.test(content)) return undefined;
    return `data:${mime.toLowerCase()};base64,${content}`;
};

/** Initials for the avatar without a photo: first and last word's first letters. */
export const initialsOf = (name: string) => {
    const words = name.trim().split(/\s+/).filter(Boolean);
    const letters = words.length > 1 ? [words[0], words[words.length - 1]] : words;
    return letters.map(word => word[0]?.toUpperCase() ?? '').join('');
};

/** The manager's contact, or the fallback team's when the portal has none. */
export const contactOf = (manager: ManagerAnswer | null | undefined): ManagerContact => {
    const name = manager?.DisplayName?.trim();
    if (!manager || !name) return { kind: 'team', ...config.fallbackManager };
    return {
        kind: 'manager',
        name,
        email: manager.Email?.trim() || undefined,
        phone: manager.PhoneNumber?.trim() || undefined,
        photo: photoUrlOf(manager.ProfilePictureType, manager.ProfilePictureBase64),
        direct: manager.Direct === true,
    };
};

/** A phone number as a tel: address (digits and a leading +). */
export const telOf = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;
