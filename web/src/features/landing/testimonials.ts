// Sample data (SPEC section 3: Testimonial). Avatars are local illustrations in web/public.
export interface Testimonial {
  id: string;
  name: string;
  role: string;
  image: string;
  content: string;
}

export const testimonials: Testimonial[] = [
  {
    id: 'ama-owusu',
    name: 'Ama Owusu',
    role: 'Nurse, Kumasi',
    image: '/images/testimonials/ama-owusu.svg',
    content:
      'My landlord wanted two years of rent before I could move in. Ghana Homes Credit paid him directly and I now repay a fixed amount every month from my salary. I knew the full cost before I signed.',
  },
  {
    id: 'kwame-mensah',
    name: 'Kwame Mensah',
    role: 'Software developer, Accra',
    image: '/images/testimonials/kwame-mensah.svg',
    content:
      'I furnished my new flat in East Legon with a sofa, a fridge and a TV on a six-month plan. Approval came the next day, and the schedule showed every instalment in cedis.',
  },
  {
    id: 'abena-asante',
    name: 'Abena Asante',
    role: 'Teacher, Tema',
    image: '/images/testimonials/abena-asante.svg',
    content:
      'When my laptop broke in the middle of the term, Buy Now Pay Later let me replace it the same week. Their support team answered my questions on WhatsApp late in the evening.',
  },
];
