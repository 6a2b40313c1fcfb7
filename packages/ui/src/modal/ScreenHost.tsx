'use client';
import { type AppConfig, type FoyerStore, useAppConfig, useFoyerStore } from '@foyer/headless';
import { type ComponentType, Suspense, useEffect, useMemo, useReducer } from 'react';
import { LoadingView } from '../screens/loading/LoadingView.tsx';
import { type ScreenId, screenDefinition } from '../screens/registry.ts';
import { type ScreenComponents, ScreenViewContext } from '../screens/screenViews.ts';
import { type ScreenApi, ScreenContext } from '../screens/useScreen.ts';
import { ModalHeader } from './ModalHeader.tsx';
import type { ModalState } from './modalRun.ts';
import type { ScreenEntry } from './modalStack.ts';
import { dispatchModal } from './modalStore.ts';
import { loadedScreen, loadScreen } from './screenLoader.ts';
import type { ModalIntent } from './settleIntent.ts';

/** The screen API of one stack entry: every call names the entry, so a stale screen is not heard. */
function screenApi(
  store: FoyerStore,
  entry: ScreenEntry,
  intent: ModalIntent,
  config: AppConfig | null,
): ScreenApi & { id: ScreenId } {
  const from = entry.key;
  return {
    id: entry.id,
    params: entry.params as ScreenApi['params'],
    intent: { type: intent.type, options: intent.options },
    navigate: (screen, ...[params]) => dispatchModal(store, { type: 'navigate', from, screen, params }),
    back: () => dispatchModal(store, { type: 'back', from }),
    setParams: (params) => dispatchModal(store, { type: 'setParams', from, params }),
    restart: () => dispatchModal(store, { type: 'restart', from }),
    close: () => dispatchModal(store, { type: 'close', from }),
    complete: (result) =>
      dispatchModal(store, {
        type: 'complete',
        from,
        result,
        facts: { intent: intent.type, user: result.user, config },
      }),
    fail: (error, { inPlace = false } = {}) => dispatchModal(store, { type: 'fail', from, error, inPlace }),
    finish: (hold, result) => dispatchModal(store, { type: 'finish', from, hold, ...(result ? { result } : {}) }),
    lockClose: (locked) => dispatchModal(store, { type: 'lockClose', from, locked }),
    preload: (screen) => void loadScreen(screen),
  };
}

/** The screen's component, loading it first if it was not preloaded. */
function useScreenComponent(id: ScreenId): ComponentType | undefined {
  const [, loaded] = useReducer((count: number) => count + 1, 0);
  const component = loadedScreen(id);
  useEffect(() => {
    if (component) return;
    let mounted = true;
    void loadScreen(id).then(() => {
      if (mounted) loaded();
    });
    return () => {
      mounted = false;
    };
  }, [id, component]);
  return component;
}

export interface ScreenHostProps {
  state: ModalState & { intent: ModalIntent };
  /** The host's replacements of screens' Views. */
  screens?: ScreenComponents | undefined;
}

/** The header and the current screen of the stack, rendered from the registry with its screen API. */
export function ScreenHost({ state, screens }: ScreenHostProps) {
  const store = useFoyerStore();
  const config = useAppConfig();
  const { current, history } = state.stack;
  const Screen = useScreenComponent(current.id);
  const api = useMemo(() => screenApi(store, current, state.intent, config), [store, current, state.intent, config]);
  const replaced = screens?.[current.id] as ComponentType<never> | undefined;
  const view = useMemo(() => ({ id: current.id, view: replaced }), [current.id, replaced]);
  const canGoBack = screenDefinition(current.id).back && history.length > 0;
  // Disabled rather than hidden while the intent finishes (success shows), so the header stays put.
  const back = !canGoBack ? undefined : state.afterLogin ? null : api.back;

  return (
    <>
      <ModalHeader onBack={back} closable={state.closeLockedBy !== current.key} />
      {Screen ? (
        <ScreenContext value={api}>
          <ScreenViewContext value={view}>
            {/* A host's replacement may be `lazy()`: the spinner shows while it loads. */}
            <Suspense fallback={<LoadingView />}>
              <Screen key={current.key} />
            </Suspense>
          </ScreenViewContext>
        </ScreenContext>
      ) : (
        <LoadingView />
      )}
    </>
  );
}
