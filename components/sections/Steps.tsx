export function Steps({ title, steps }: { title: string; steps: { title: string; text: string }[] }) {
  return (
    <section className="bg-surface" data-section="steps">
      <div className="mx-auto max-w-5xl px-5 py-14">
        <h2 className="text-center text-2xl font-bold text-ink narrow:text-3xl">{title}</h2>
        <ol className="mt-10 space-y-6">
          {steps.map((step, index) => (
            <li key={step.title} className="flex gap-5">
              <span className="flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-brand-600 font-bold text-white">{index + 1}</span>
              <div>
                <h3 className="text-lg font-semibold text-ink">{step.title}</h3>
                <p className="mt-1 leading-7 text-muted">{step.text}</p>
              </div>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
