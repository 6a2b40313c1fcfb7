'use client';
import { type AppConfig, useAppConfig, useMfaPrompt, useRecoveryPrompt } from '@foyer/headless';
import {
  type ComponentType,
  type ReactNode,
  Suspense,
  useCallback,
  useEffect,
  useMemo,
  useReducer,
  useState,
} from 'react';
import { whenIdle } from '../lib/whenIdle.ts';
import { TerminalContext } from '../primitives/templates/screenFrame.ts';
import { LoadingView } from '../screens/loading/LoadingView.tsx';
import { type ScreenId, screenDefinition } from '../screens/registry.ts';
import { type ScreenComponents, ScreenViewContext } from '../screens/screenViews.ts';
import { type ScreenApi, ScreenContext } from '../screens/useScreen.ts';
import { ModalHeader } from './ModalHeader.tsx';
import type { ModalEvent, ModalState } from './modal.machine.ts';
import type { ModalFlow } from './modalFlow.ts';
import type { ScreenEntry } from './modalStack.ts';
import { loadedScreen, loadScreen } from './screenLoader.ts';
import type { ModalIntent } from './settleIntent.ts';

/** The screen API of one stack entry: every call names the entry, so a stale screen is not heard. */
function screenApi(
  flow: ModalFlow,
  entry: ScreenEntry,
  intent: ModalIntent,
  config: AppConfig | null,
  interceptBack: ScreenApi['interceptBack'],
): ScreenApi & { id: ScreenId } {
  const from = entry.key;
  const send = (event: ModalEvent) => void flow.send(event);
  return {
    id: entry.id,
    params: entry.params as ScreenApi['params'],
    intent: { type: intent.type, options: intent.options },
    navigate: (screen, ...[params]) => send({ type: 'navigate', from, screen, params }),
    back: () => send({ type: 'back', from }),
    setParams: (params) => send({ type: 'setParams', from, params }),
    restart: () => send({ type: 'restart', from }),
    close: () => send({ type: 'close', from }),
    complete: (result) => send({ type: 'complete', from, result, config }),
    fail: (error, { inPlace = false } = {}) => send({ type: 'fail', from, error, inPlace }),
    finish: (hold, result) => send({ type: 'finish', from, hold, ...(result ? { result } : {}) }),
    lockClose: (locked) => send({ type: 'lockClose', from, locked }),
    // Once the page is idle: never in the frame that shows this screen.
    preload: (screen) => void whenIdle(() => void loadScreen(screen)),
    interceptBack,
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

export interface ScreenFrameProps {
  /** The header's Back (see `ModalHeader`); a terminal screen hides it whatever this says. */
  onBack?: (() => void) | null | undefined;
  closable?: boolean;
  children: ReactNode;
}

/**
 * The header above the current screen. The screen's template reports whether it is terminal (a
 * success, a final error): then the header offers no Back, whatever the screen's definition says.
 * It lives in this module on purpose: a module of its own was bundled apart from the modal's code,
 * and the first click's wait for the modal grew by ~20 ms (`npm run bench`).
 */
export function ScreenFrame({ onBack, closable = true, children }: ScreenFrameProps) {
  const [terminal, setTerminal] = useState(false);
  return (
    <>
      <ModalHeader onBack={terminal ? undefined : onBack} closable={closable} />
      <TerminalContext value={setTerminal}>{children}</TerminalContext>
    </>
  );
}

export interface ScreenHostProps {
  flow: ModalFlow;
  state: ModalState & { intent: ModalIntent };
  /** The host's replacements of screens' Views. */
  screens?: ScreenComponents | undefined;
}

/** The screens a waiting wallet request shows over any other: its MFA verification, its recovery. */
const MFA_SCREEN: ScreenId = 'mfa/verify';
const RECOVERY_SCREEN: ScreenId = 'recovery/recover';

/**
 * The header and the current screen of the stack, rendered from the registry with its screen API (no
 * Back on a terminal screen). While a wallet request waits for MFA, the verification shows over the
 * current screen, which stays mounted (hidden) and shows again once the verification ends.
 */
export function ScreenHost({ flow, state, screens }: ScreenHostProps) {
  const config = useAppConfig();
  const { current, history } = state.stack;
  const Screen = useScreenComponent(current.id);
  // A screen's own Back (its steps), for the screen that set it only.
  const [intercept, setIntercept] = useState<{ key: number; handler: () => boolean } | null>(null);
  const interceptBack = useCallback<ScreenApi['interceptBack']>(
    (handler) => setIntercept(handler ? { key: current.key, handler } : null),
    [current.key],
  );
  const api = useMemo(
    () => screenApi(flow, current, state.intent, config, interceptBack),
    [flow, current, state.intent, config, interceptBack],
  );
  const stepBack = intercept?.key === current.key ? intercept.handler : null;
  const replaced = screens?.[current.id] as ComponentType<never> | undefined;
  const view = useMemo(() => ({ id: current.id, view: replaced }), [current.id, replaced]);
  // Back to the previous screen, or to the screen's own previous step (a flow's first screen may have steps).
  const canGoBack = screenDefinition(current.id).back && (history.length > 0 || stepBack !== null);
  // Disabled rather than hidden while the intent finishes (success shows), so the header stays put.
  const back = !canGoBack
    ? undefined
    : state.afterLogin
      ? null
      : () => {
          if (!stepBack?.()) api.back();
        };
  const mfa = useMfaPrompt();
  const recovery = useRecoveryPrompt();
  // MFA over the recovery: opening a backup on a new device may itself ask for it.
  const over =
    mfa !== null && current.id !== MFA_SCREEN
      ? { id: MFA_SCREEN, key: mfa }
      : recovery !== null && current.id !== RECOVERY_SCREEN && current.id !== MFA_SCREEN
        ? { id: RECOVERY_SCREEN, key: recovery }
        : null;
  const verifying = over !== null;

  return (
    <ScreenFrame onBack={verifying ? undefined : back} closable={state.closeLockedBy !== current.key}>
      <div hidden={verifying} className={verifying ? undefined : 'contents'}>
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
      </div>
      {over && <Over key={`${over.id}:${over.key}`} id={over.id} api={api} screens={screens} />}
    </ScreenFrame>
  );
}

/** A waiting request's screen over the current one: its own entry-less screen API (it only closes the modal). */
function Over({
  id,
  api,
  screens,
}: {
  id: ScreenId;
  api: ScreenApi & { id: ScreenId };
  screens?: ScreenComponents | undefined;
}) {
  const Screen = useScreenComponent(id);
  const overApi = useMemo(() => ({ ...api, id, params: { over: true } as ScreenApi['params'] }), [api, id]);
  const replaced = screens?.[id] as ComponentType<never> | undefined;
  const view = useMemo(() => ({ id, view: replaced }), [id, replaced]);
  if (!Screen) return <LoadingView />;
  return (
    <ScreenContext value={overApi}>
      <ScreenViewContext value={view}>
        <Suspense fallback={<LoadingView />}>
          <Screen />
        </Suspense>
      </ScreenViewContext>
    </ScreenContext>
  );
}
