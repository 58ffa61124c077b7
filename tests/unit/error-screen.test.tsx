import { render, screen } from '@testing-library/react';
import { ErrorScreen } from '@/components/layout/ErrorScreen';
import { defaultEdition } from '@/lib/content/editions';

// The interface words are the fixture's (tests/unit/fixtures/content/interface.yaml), not the
// family's: the labels below are pinned.
jest.mock('@/lib/content/data', () =>
  jest
    .requireActual<typeof import('./support/fixture-content')>('./support/fixture-content')
    .dataModule(),
);

const { interface: interfaceWords } = defaultEdition.texts;

const words = { ...interfaceWords.errorScreen, homeHref: '/' };

describe('ErrorScreen (the routing-error boundary)', () => {
  it('shows the title with status and status text when the error has them', () => {
    const error = Object.assign(new Error('ignored'), {
      status: 503,
      statusText: 'Service Unavailable',
    });
    error.stack = undefined;
    render(<ErrorScreen error={error} words={words} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Unexpected Application Error!',
    );
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('503 Service Unavailable');
    expect(screen.queryByText(/at /)).not.toBeInTheDocument();
  });

  it('shows the message and the stack otherwise, and offers a retry', () => {
    const error = new Error('Chunk failed to load');
    error.stack = 'Error: Chunk failed to load\n    at loadChunk (app.js:1:1)';
    const retry = jest.fn();
    render(<ErrorScreen error={error} words={words} onRetry={retry} />);
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Chunk failed to load');
    expect(screen.getByText(/at loadChunk \(app\.js:1:1\)/)).toBeInTheDocument();
    screen.getByRole('button', { name: 'Try again' }).click();
    expect(retry).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('link', { name: 'Return Home' })).toHaveAttribute('href', '/');
  });
});
