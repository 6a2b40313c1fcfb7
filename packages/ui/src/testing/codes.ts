import { type EmulatorControls, latestCode } from '@foyer/emulator/in-process';

/** A six-digit code other than the one last sent to `to` (sent codes are random: 000000 can be one). */
export async function wrongCode(emulator: Pick<EmulatorControls, 'outbox'>, to: string): Promise<string> {
  return (await latestCode(emulator, to)) === '000000' ? '111111' : '000000';
}
