import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../test-utils/renderWithTheme';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from './Card';

describe('Card', () => {
  it('renders its parts in order with an h3 title by default', () => {
    renderWithTheme(
      <Card as="article" aria-labelledby="lawyer-title">
        <CardHeader>
          <CardTitle id="lawyer-title">Priya Sharma</CardTitle>
          <CardDescription>Delhi High Court</CardDescription>
        </CardHeader>
        <CardContent>12 years experience</CardContent>
        <CardFooter>
          <button type="button">Book Consultation</button>
        </CardFooter>
      </Card>,
    );

    const article = screen.getByRole('article', { name: 'Priya Sharma' });
    expect(screen.getByRole('heading', { level: 3, name: 'Priya Sharma' })).toBeInTheDocument();
    expect(article).toHaveTextContent(
      'Priya SharmaDelhi High Court12 years experienceBook Consultation',
    );
  });

  it('lets the title change heading level', () => {
    renderWithTheme(
      <Card>
        <CardTitle as="h2">My Cases</CardTitle>
      </Card>,
    );

    expect(screen.getByRole('heading', { level: 2, name: 'My Cases' })).toBeInTheDocument();
  });
});
