import { catalogueItem, type ProductCategory } from '../modules/catalogue/catalogue.table.js';
import type { SeedContext } from './context.js';

interface DemoProduct {
  slug: string;
  name: string;
  category: ProductCategory;
  /** Cash price in pesewas (GH₵1 = 100). */
  price: number;
  image: string;
  stock: number;
  description: string;
  active?: boolean;
}

// Prices a buyer in Accra or Kumasi would recognise (late 2026); pictures live in web/public/images/products.
const DEMO_PRODUCTS: DemoProduct[] = [
  {
    slug: 'three-seater-fabric-sofa',
    name: '3-Seater Fabric Sofa',
    category: 'furniture',
    price: 450_000,
    image: 'sofa.svg',
    stock: 8,
    description: 'Deep-seated grey fabric sofa on a kiln-dried hardwood frame, made in Kumasi. 210 cm wide.',
  },
  {
    slug: 'queen-bed-with-mattress',
    name: 'Queen Bed with Orthopaedic Mattress',
    category: 'furniture',
    price: 520_000,
    image: 'bed.svg',
    stock: 5,
    description: 'Padded-headboard queen bed frame (5 × 6 ft) with a 10-inch orthopaedic foam mattress.',
  },
  {
    slug: 'six-seater-dining-set',
    name: '6-Seater Dining Set',
    category: 'furniture',
    price: 680_000,
    image: 'dining-set.svg',
    stock: 4,
    description: 'Solid wawa-wood dining table (180 cm) with six cushioned chairs.',
  },
  {
    slug: 'three-door-wardrobe',
    name: '3-Door Wardrobe with Mirror',
    category: 'furniture',
    price: 390_000,
    image: 'wardrobe.svg',
    stock: 6,
    description: 'Hanging rail, six shelves and a full-length mirror door. Delivered and assembled in Greater Accra.',
  },
  {
    slug: 'home-office-desk-and-chair',
    name: 'Home Office Desk and Chair',
    category: 'furniture',
    price: 240_000,
    image: 'desk.svg',
    stock: 10,
    description: '120 cm desk with a drawer and an ergonomic mesh chair with adjustable height.',
  },
  {
    slug: 'wooden-tv-stand',
    name: 'Wooden TV Stand',
    category: 'furniture',
    price: 135_000,
    image: 'tv-stand.svg',
    stock: 12,
    description: 'Low TV stand for screens up to 55 inches, with two cabinets and an open shelf.',
  },
  {
    slug: 'double-door-refrigerator-260l',
    name: 'Double-Door Refrigerator (260 L)',
    category: 'appliances',
    price: 720_000,
    image: 'fridge.svg',
    stock: 7,
    description: 'Frost-free fridge with a top freezer, inverter compressor and a voltage stabiliser built in.',
  },
  {
    slug: 'front-load-washing-machine-8kg',
    name: 'Front-Load Washing Machine (8 kg)',
    category: 'appliances',
    price: 650_000,
    image: 'washing-machine.svg',
    stock: 5,
    description: '15 programmes including quick wash and baby care; 1200 rpm spin.',
  },
  {
    slug: 'four-burner-gas-cooker',
    name: '4-Burner Gas Cooker with Oven',
    category: 'appliances',
    price: 320_000,
    image: 'gas-cooker.svg',
    stock: 9,
    description: 'Four burners with automatic ignition, a 60 L oven and a grill. LPG hose and regulator included.',
  },
  {
    slug: 'split-air-conditioner-1-5hp',
    name: '1.5 HP Split Air Conditioner',
    category: 'appliances',
    price: 580_000,
    image: 'air-conditioner.svg',
    stock: 6,
    description: 'Inverter split unit for rooms up to 20 m², R32 gas. Standard installation included.',
  },
  {
    slug: 'microwave-oven-25l',
    name: 'Microwave Oven (25 L)',
    category: 'appliances',
    price: 115_000,
    image: 'microwave.svg',
    stock: 15,
    description: 'Solo microwave with 5 power levels, defrost and a 30-minute timer.',
  },
  {
    slug: 'standing-fan-16in',
    name: '16-inch Standing Fan',
    category: 'appliances',
    price: 48_000,
    image: 'fan.svg',
    stock: 25,
    description: 'Three speeds, oscillation and an adjustable height stand.',
  },
  {
    slug: 'chest-freezer-200l',
    name: 'Chest Freezer (200 L)',
    category: 'appliances',
    price: 430_000,
    image: 'freezer.svg',
    stock: 0,
    description: 'Keeps frozen for up to 48 hours during a power cut. Lockable lid. Back in stock soon.',
  },
  {
    slug: 'smart-led-tv-43in',
    name: '43-inch Smart LED TV',
    category: 'electronics',
    price: 380_000,
    image: 'tv.svg',
    stock: 12,
    description: 'Full HD smart TV with YouTube, Netflix and a free-to-air digital tuner.',
  },
  {
    slug: 'laptop-14in-core-i5',
    name: '14-inch Laptop (Core i5, 8 GB, 512 GB SSD)',
    category: 'electronics',
    price: 890_000,
    image: 'laptop.svg',
    stock: 6,
    description: 'Light laptop for work and school, with Windows 11 and a one-year warranty.',
  },
  {
    slug: 'android-smartphone-128gb',
    name: 'Android Smartphone (128 GB)',
    category: 'electronics',
    price: 260_000,
    image: 'phone.svg',
    stock: 20,
    description: '6.6-inch screen, dual SIM, 5000 mAh battery and a 50 MP camera.',
  },
  {
    slug: 'bluetooth-sound-bar',
    name: 'Bluetooth Sound Bar',
    category: 'electronics',
    price: 145_000,
    image: 'soundbar.svg',
    stock: 8,
    description: '120 W sound bar with a wireless subwoofer, HDMI ARC and Bluetooth.',
  },
  {
    slug: 'kitchen-blender-1-5l',
    name: 'Kitchen Blender (1.5 L)',
    category: 'appliances',
    price: 65_000,
    image: 'blender.svg',
    stock: 3,
    description: 'Discontinued model, hidden from the shop.',
    active: false,
  },
];

const MINUTE_MS = 60_000;

export async function seedCatalogue({ db, now }: SeedContext): Promise<void> {
  await db
    .insert(catalogueItem)
    .values(
      DEMO_PRODUCTS.map((demo, index) => {
        // A minute apart, so "newest first" has a stable, visible order.
        const createdAt = new Date(now.getTime() - (DEMO_PRODUCTS.length - index) * MINUTE_MS);
        return {
          slug: demo.slug,
          name: demo.name,
          description: demo.description,
          category: demo.category,
          price: demo.price,
          imageUrl: `/images/products/${demo.image}`,
          stock: demo.stock,
          active: demo.active ?? true,
          createdAt,
          updatedAt: createdAt,
        };
      }),
    )
    .onConflictDoNothing({ target: catalogueItem.slug });
}

/** The image files the seed refers to (a test checks they ship with the web app). */
export const DEMO_PRODUCT_IMAGES = DEMO_PRODUCTS.map((demo) => demo.image);
