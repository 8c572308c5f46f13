import { ChannelNames } from '@/features/channels/components/channel-names';

export function App() {
  return (
    <div className="min-h-dvh bg-surface text-ink">
      <header className="border-b border-line px-4 py-3">
        <h1 className="text-xl font-semibold">Channels</h1>
      </header>
      <main className="mx-auto max-w-7xl px-4 py-6">
        <ChannelNames />
      </main>
    </div>
  );
}
