import { createElement, useEffect, useState, type ComponentType } from 'react';

export interface LaterCode<Props> {
    /** Loads once; a failed load is tried again on the next use. */
    load: () => Promise<ComponentType<Props>>;
    loaded: () => ComponentType<Props> | undefined;
}

/** A component whose code loads the first time a screen wants it, not with the page. */
export const laterCode = <Props>(load: () => Promise<ComponentType<Props>>): LaterCode<Props> => {
    let loaded: ComponentType<Props> | undefined;
    let loading: Promise<ComponentType<Props>> | undefined;
    return {
        load: () =>
            (loading ??= load().then(
                component => (loaded = component),
                (error: unknown) => {
                    loading = undefined;
                    throw error;
                }
            )),
        loaded: () => loaded,
    };
};

/**
 * The component once its code is there (and `wanted`), undefined before: the caller shows its own placeholder.
 * Not React.lazy: React holds a Suspense boundary's content back until 300 ms after the last fallback it showed,
 * and the dashboard's cards, each showing a fallback in turn, pushed each other's content and calls back by
 * 300 ms steps. A failed load throws where it renders, as a lazy component's does.
 */
export const useLaterCode = <Props>(code: LaterCode<Props>, wanted = true): ComponentType<Props> | undefined => {
    const [outcome, setOutcome] = useState<{ component?: ComponentType<Props>; error?: unknown }>({});
    const component = outcome.component ?? code.loaded();
    useEffect(() => {
        if (!wanted || component) return;
        let current = true;
        code.load().then(
            loaded => current && setOutcome({ component: loaded }),
            (error: unknown) => current && setOutcome({ error })
        );
        return () => {
            current = false;
        };
    }, [code, wanted, component]);
    if (outcome.error !== undefined) throw outcome.error;
    return wanted ? component : undefined;
};

/**
 * A component shown once its code has loaded, and `Placeholder` (or nothing) until then; `load` starts loading its
 * code ahead of its first use.
 */
export const laterComponent = <Props extends object>(
    load: () => Promise<ComponentType<Props>>,
    Placeholder?: ComponentType
): ComponentType<Props> & { load: () => Promise<unknown> } => {
    const code = laterCode(load);
    const Later = (props: Props) => {
        const Loaded = useLaterCode(code);
        if (Loaded) return createElement(Loaded, props);
        return Placeholder ? createElement(Placeholder) : null;
    };
    return Object.assign(Later, { load: code.load });
};
