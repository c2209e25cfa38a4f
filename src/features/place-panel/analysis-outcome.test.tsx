import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import type { AnalysisAnswer } from '../../lib/api/reports';
import { savedReport } from '../../../tests/dom/reports-test-kit';
import { AnalysisSummary } from './analysis-outcome';

const RULES_ENGINE = 'Written by the ZoneBrief rules engine from the by-law data.';

function answerBy(narrativeBy: string): AnalysisAnswer {
  return {
    report: savedReport(),
    credits_balance: 1,
    summary: { zone_label: 'RD', zone_name: 'Residential Detached', headline: 'A detached house zone', sections: [], narrative_by: narrativeBy as 'model' },
  };
}

afterEach(cleanup);

describe('AnalysisSummary', () => {
  it('when the narrative was written by a model, then it says so', () => {
    render(<MemoryRouter><AnalysisSummary answer={answerBy('model')} accessToken="t" /></MemoryRouter>);

    expect(screen.getByText('The narrative was written by a language model; every figure comes from the rules engine.')).toBeTruthy();
  });

  it.each(['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf', 'someone else'])(
    'when the server names the author %s, which the page does not know, then it reads as the rules engine',
    (author) => {
      render(<MemoryRouter><AnalysisSummary answer={answerBy(author)} accessToken="t" /></MemoryRouter>);

      expect(screen.getByText(RULES_ENGINE)).toBeTruthy();
    },
  );
});
