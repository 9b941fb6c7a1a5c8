import { useEffect, useId, useRef, useState } from 'react';
import type { FocusEvent } from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import FormatQuoteIcon from '@mui/icons-material/FormatQuote';
import PauseIcon from '@mui/icons-material/Pause';
import type { Testimonial } from './testimonials';

export interface TestimonialCarouselProps {
  testimonials: Testimonial[];
  /** Auto-advance period (SPEC section 9: 5 s). */
  intervalMs?: number;
  title?: string;
}

/**
 * Rotates every `intervalMs` until the visitor navigates (prev, next, a dot, or stop):
 * from then on it never auto-advances again. Hover or keyboard focus pauses rotation meanwhile.
 */
export function TestimonialCarousel({
  testimonials,
  intervalMs = 5000,
  title = 'What our customers say',
}: TestimonialCarouselProps) {
  const count = testimonials.length;
  const [index, setIndex] = useState(0);
  const [autoPlay, setAutoPlay] = useState(true);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const titleId = useId();
  const slideId = useId();
  const nextButton = useRef<HTMLButtonElement>(null);

  const rotating = autoPlay && !hovered && !focused && count > 1;

  useEffect(() => {
    if (!rotating) return undefined;
    const timer = setInterval(() => setIndex((current) => (current + 1) % count), intervalMs);
    return () => clearInterval(timer);
  }, [rotating, count, intervalMs]);

  if (count === 0) return null;
  const current = testimonials[Math.min(index, count - 1)];

  const goTo = (next: number) => {
    setAutoPlay(false);
    setIndex(((next % count) + count) % count);
  };

  const stop = () => {
    setAutoPlay(false);
    // The stop button disappears; keep keyboard focus inside the carousel.
    nextButton.current?.focus();
  };

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };

  return (
    <Box
      component="section"
      aria-roledescription="carousel"
      aria-labelledby={titleId}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
    >
      <Typography id={titleId} variant="h4" component="h2" sx={{ textAlign: 'center', mb: 3 }}>
        {title}
      </Typography>

      <Paper
        variant="outlined"
        sx={{ maxWidth: 760, mx: 'auto', p: { xs: 2.5, sm: 4 }, position: 'relative', overflow: 'hidden' }}
      >
        {/* Screen readers hear slide changes only when the visitor caused them. */}
        <Box id={slideId} aria-live={autoPlay ? 'off' : 'polite'} aria-atomic="true">
          <Box
            key={current.id}
            role="group"
            aria-roledescription="slide"
            aria-label={`${index + 1} of ${count}`}
            sx={{
              minHeight: { xs: 260, sm: 200 },
              '@keyframes testimonialFadeIn': { from: { opacity: 0 }, to: { opacity: 1 } },
              animation: 'testimonialFadeIn 400ms ease-out',
              '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
            }}
          >
            <FormatQuoteIcon aria-hidden="true" color="secondary" sx={{ fontSize: 40 }} />
            <Box component="figure" sx={{ m: 0 }}>
              <Typography component="blockquote" variant="body1" sx={{ m: 0, fontSize: { xs: '1rem', sm: '1.15rem' }, lineHeight: 1.7 }}>
                {current.content}
              </Typography>
              <Stack component="figcaption" direction="row" spacing={2} sx={{ mt: 3, alignItems: 'center' }}>
                {/* The name is printed beside the avatar, so the picture itself is decorative. */}
                <Avatar src={current.image} alt="" sx={{ width: 56, height: 56, bgcolor: 'primary.light' }} />
                <Box>
                  <Typography component="p" sx={{ fontWeight: 700 }}>
                    {current.name}
                  </Typography>
                  <Typography component="p" variant="body2" color="text.secondary">
                    {current.role}
                  </Typography>
                </Box>
              </Stack>
            </Box>
          </Box>
        </Box>
      </Paper>

      {count > 1 ? (
        <Stack
          direction="row"
          sx={{ mt: 2, justifyContent: 'center', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}
        >
          <IconButton aria-label="Previous testimonial" aria-controls={slideId} onClick={() => goTo(index - 1)}>
            <ChevronLeftIcon />
          </IconButton>
          <Stack direction="row" spacing={0.5} role="group" aria-label="Choose a testimonial">
            {testimonials.map((testimonial, position) => {
              const active = position === index;
              return (
                <IconButton
                  key={testimonial.id}
                  size="small"
                  aria-label={`Show testimonial ${position + 1} of ${count}: ${testimonial.name}`}
                  aria-current={active ? 'true' : undefined}
                  aria-controls={slideId}
                  onClick={() => goTo(position)}
                  sx={{ width: 32, height: 32 }}
                >
                  <Box
                    component="span"
                    aria-hidden="true"
                    sx={{
                      width: active ? 14 : 10,
                      height: active ? 14 : 10,
                      borderRadius: '50%',
                      bgcolor: active ? 'primary.main' : 'transparent',
                      border: 2,
                      borderColor: active ? 'primary.main' : 'text.secondary',
                      transition: 'all 200ms',
                    }}
                  />
                </IconButton>
              );
            })}
          </Stack>
          <IconButton ref={nextButton} aria-label="Next testimonial" aria-controls={slideId} onClick={() => goTo(index + 1)}>
            <ChevronRightIcon />
          </IconButton>
          {autoPlay ? (
            <Button size="small" startIcon={<PauseIcon />} onClick={stop} sx={{ ml: { sm: 1 } }}>
              Stop slideshow
            </Button>
          ) : null}
        </Stack>
      ) : null}
    </Box>
  );
}

export default TestimonialCarousel;

