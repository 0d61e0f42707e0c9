import {
    monthWindowCorrection,
    readMonthWindow,
    writeMonthWindow,
    type MonthWindow,
    type MonthWindowRule,
} from '../../../src/domain/calendarMonths';
import { SOA_FLAGS, type SoaFlag } from './rules';
import { readPaging, writePaging } from '../../../src/routing/listAddress';
import type { AddressCorrection } from '../../../src/routing/useAddressState';

// One enrollment search per month, so the window reaches 36 months back at most.
export const CHECK_WINDOW: MonthWindowRule = { months: 12, reach: 36 };
export const CHECK_PAGE_SIZES = [25, 50, 100];

export const CHECK_WINDOW_CORRECTION: AddressCorrection = monthWindowCorrection(CHECK_WINDOW);

export interface CheckView {
    window: MonthWindow;
    flags: SoaFlag[];
    page: number;
    perPage: number;
}

export const readCheckView = (params: URLSearchParams): CheckView => {
    const asked = params.getAll('flag');
    return {
        window: readMonthWindow(params, CHECK_WINDOW),
        flags: SOA_FLAGS.filter(flag => asked.includes(flag)),
        ...readPaging(params, CHECK_PAGE_SIZES),
    };
};

export const writeCheckView = (params: URLSearchParams, view: CheckView): URLSearchParams => {
    const next = writeMonthWindow(params, view.window, CHECK_WINDOW);
    next.delete('flag');
    for (const flag of SOA_FLAGS) if (view.flags.includes(flag)) next.append('flag', flag);
    writePaging(next, view, CHECK_PAGE_SIZES);
    return next;
};
