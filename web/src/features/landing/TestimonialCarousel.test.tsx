import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { TestimonialCarousel } from './TestimonialCarousel';
import { testimonials } from './testimonials';

const [first, second, third] = testimonials;

function shownName(): string | null {
  return screen.getByRole('group', { name: /of 3/ }).querySelector('figcaption p')?.textContent ?? null;
}

function wait(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

describe('TestimonialCarousel', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('has three sample testimonials with name, role, local avatar and content', () => {
    expect(testimonials).toHaveLength(3);
    for (const testimonial of testimonials) {
      expect(testimonial.name).not.toBe('');
      expect(testimonial.role).not.toBe('');
      expect(testimonial.content.length).toBeGreaterThan(40);
      expect(testimonial.image).toMatch(/^\/images\/testimonials\/.+\.svg$/);
    }
  });

  it('shows the first testimonial with its heading, quote and role', () => {
    render(<TestimonialCarousel testimonials={testimonials} />);
    expect(screen.getByRole('heading', { level: 2, name: 'What our customers say' })).toBeInTheDocument();
    expect(shownName()).toBe(first.name);
    expect(screen.getByText(first.content)).toBeInTheDocument();
    expect(screen.getByText(first.role)).toBeInTheDocument();
    expect(screen.getByRole('group', { name: '1 of 3' })).toBeInTheDocument();
  });

  it('advances every 5 seconds and wraps around', () => {
    render(<TestimonialCarousel testimonials={testimonials} />);
    wait(4999);
    expect(shownName()).toBe(first.name);
    wait(1);
    expect(shownName()).toBe(second.name);
    wait(5000);
    expect(shownName()).toBe(third.name);
    wait(5000);
    expect(shownName()).toBe(first.name);
  });

  it('stops auto-advancing for good after the visitor presses Next', () => {
    render(<TestimonialCarousel testimonials={testimonials} />);
    fireEvent.click(screen.getByRole('button', { name: 'Next testimonial' }));
    expect(shownName()).toBe(second.name);
    wait(60_000);
    expect(shownName()).toBe(second.name);
  });

  it('goes back with Previous, wrapping to the last testimonial', () => {
    render(<TestimonialCarousel testimonials={testimonials} />);
    fireEvent.click(screen.getByRole('button', { name: 'Previous testimonial' }));
    expect(shownName()).toBe(third.name);
    wait(15_000);
    expect(shownName()).toBe(third.name);
  });

  it('jumps to a testimonial with its dot, marks it current and stops rotating', () => {
    render(<TestimonialCarousel testimonials={testimonials} />);
    const dot = screen.getByRole('button', { name: `Show testimonial 3 of 3: ${third.name}` });
    fireEvent.click(dot);
    expect(shownName()).toBe(third.name);
    expect(dot).toHaveAttribute('aria-current', 'true');
    wait(20_000);
    expect(shownName()).toBe(third.name);
  });

  it('stops rotating when Stop slideshow is pressed', () => {
    render(<TestimonialCarousel testimonials={testimonials} />);
    wait(5000);
    fireEvent.click(screen.getByRole('button', { name: 'Stop slideshow' }));
    expect(screen.queryByRole('button', { name: 'Stop slideshow' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next testimonial' })).toHaveFocus();
    wait(20_000);
    expect(shownName()).toBe(second.name);
  });

  it('announces slide changes politely only once the visitor is in control', () => {
    render(<TestimonialCarousel testimonials={testimonials} />);
    const liveRegion = screen.getByRole('group', { name: '1 of 3' }).parentElement as HTMLElement;
    expect(liveRegion).toHaveAttribute('aria-live', 'off');
    fireEvent.click(screen.getByRole('button', { name: 'Next testimonial' }));
    expect(liveRegion).toHaveAttribute('aria-live', 'polite');
  });

  it('pauses while the pointer is over it and resumes when it leaves', () => {
    render(<TestimonialCarousel testimonials={testimonials} />);
    const carousel = screen.getByRole('region', { name: 'What our customers say' });
    fireEvent.mouseEnter(carousel);
    wait(12_000);
    expect(shownName()).toBe(first.name);
    fireEvent.mouseLeave(carousel);
    wait(5000);
    expect(shownName()).toBe(second.name);
  });

  it('honours a custom interval', () => {
    render(<TestimonialCarousel testimonials={testimonials} intervalMs={2000} />);
    wait(2000);
    expect(shownName()).toBe(second.name);
  });
});
