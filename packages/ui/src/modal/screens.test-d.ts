/** Type tests for `<FoyerModal screens>` (checked by the typecheck stage, never run). */
import { createElement } from 'react';
import { expectTypeOf } from 'vitest';
import type { EnterCodeViewProps } from '../screens/email/EnterCodeView.tsx';
import type { ScreenViewProps } from '../screens/registry.ts';
import type { ScreenComponents } from '../screens/screenViews.ts';
import type { PhoneLoginViewProps } from '../screens/sms/PhoneLoginView.tsx';
import type { FoyerModalProps } from './FoyerModal.tsx';

expectTypeOf<FoyerModalProps['screens']>().toEqualTypeOf<ScreenComponents | undefined>();
expectTypeOf<ScreenViewProps['email/enter-code']>().toEqualTypeOf<EnterCodeViewProps>();
expectTypeOf<ScreenViewProps['sms/enter-code']>().toEqualTypeOf<EnterCodeViewProps>();
expectTypeOf<ScreenViewProps['sms/link']>().toEqualTypeOf<PhoneLoginViewProps>();
// Every registry screen has its View's props: none is `never` or `unknown`.
type Untyped = {
  [Id in keyof ScreenViewProps]: [ScreenViewProps[Id]] extends [never]
    ? Id
    : unknown extends ScreenViewProps[Id]
      ? Id
      : never;
}[keyof ScreenViewProps];
expectTypeOf<Untyped>().toBeNever();

const MyEnterCode = ({ status, email, onSubmitCode }: EnterCodeViewProps) =>
  createElement('button', { type: 'button', 'data-status': status, onClick: () => onSubmitCode('123456') }, email);
const ok: ScreenComponents = { 'email/enter-code': MyEnterCode, 'sms/enter-code': MyEnterCode };
expectTypeOf(ok).toEqualTypeOf<ScreenComponents>();
// A component that takes fewer of the props is fine.
const partial: ScreenComponents = {
  'email/enter-code': ({ status }: { status: string }) => createElement('p', null, status),
};
expectTypeOf(partial).toEqualTypeOf<ScreenComponents>();

// @ts-expect-error: no such screen
const unknownScreen: ScreenComponents = { 'email/enter-pin': MyEnterCode };
// @ts-expect-error: the landing's View does not get the code screen's props
const wrongScreen: ScreenComponents = { landing: MyEnterCode };
const NeedsCode = (props: { code: string }) => createElement('p', null, props.code);
const NumericStatus = (props: { status: number }) => createElement('p', null, props.status);
// @ts-expect-error: a prop the View is not given
const extraProp: ScreenComponents = { 'email/enter-code': NeedsCode };
// @ts-expect-error: a prop of the wrong type
const wrongType: ScreenComponents = { 'email/enter-code': NumericStatus };

export { extraProp, unknownScreen, wrongScreen, wrongType };
