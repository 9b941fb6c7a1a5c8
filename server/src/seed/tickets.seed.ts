import type { Role } from '../auth/permissions.js';
import {
  contactMessage,
  ticket,
  ticketMessage,
  type TicketCategory,
  type TicketPriority,
  type TicketStatus,
} from '../modules/tickets/ticket.table.js';
import type { SeedContext } from './context.js';

interface DemoMessage {
  /** 'customer' or the staff role of the demo account that wrote it. */
  from: 'customer' | Role;
  body: string;
  hoursAgo: number;
  internal?: boolean;
}

interface DemoTicket {
  customer: number;
  subject: string;
  category: TicketCategory;
  priority: TicketPriority;
  status: TicketStatus;
  assignee?: Role;
  messages: DemoMessage[];
}

// One ticket in each status, with customer and staff replies and one internal note.
const DEMO_TICKETS: DemoTicket[] = [
  {
    customer: 0,
    subject: 'MoMo payment not reflecting',
    category: 'payment',
    priority: 'high',
    status: 'open',
    messages: [
      {
        from: 'customer',
        body: 'I paid GH₵850.00 by MTN MoMo this morning (reference MP261120.1710.C24680) but my payment history still shows it as pending.',
        hoursAgo: 3,
      },
    ],
  },
  {
    customer: 1,
    subject: 'Delivery date for my refrigerator',
    category: 'shop',
    priority: 'normal',
    status: 'in_progress',
    assignee: 'admin',
    messages: [
      { from: 'customer', body: 'Good afternoon. I bought the double-door fridge on BNPL last week. When will it be delivered to Tema Community 25?', hoursAgo: 50 },
      { from: 'admin', body: 'Warehouse confirms stock; the Tema van runs on Thursdays. Confirm the slot with the driver before promising a time.', hoursAgo: 48, internal: true },
      { from: 'admin', body: 'Thank you for shopping with us. Your refrigerator is scheduled for delivery on Thursday between 9am and 1pm. The driver will call you before arriving.', hoursAgo: 47 },
      { from: 'customer', body: 'Thursday is fine. Please ask the driver to call 024 412 3456.', hoursAgo: 30 },
    ],
  },
  {
    customer: 2,
    subject: 'Cannot upload my payslip',
    category: 'documents',
    priority: 'normal',
    status: 'resolved',
    assignee: 'credit_analyst',
    messages: [
      { from: 'customer', body: 'The documents page says my payslip is not a supported file. It is a photo from my phone.', hoursAgo: 96 },
      { from: 'credit_analyst', body: 'We accept PDF, JPEG and PNG up to 10 MB. Photos taken on some phones are saved as HEIC; please change the camera setting to JPEG or take a screenshot of the photo and upload that.', hoursAgo: 94 },
      { from: 'customer', body: 'The screenshot worked. Thank you!', hoursAgo: 90 },
      { from: 'credit_analyst', body: 'Glad it worked. Your payslip is now with the credit team for review.', hoursAgo: 89 },
    ],
  },
  {
    customer: 3,
    subject: 'Change the phone number on my account',
    category: 'account',
    priority: 'low',
    status: 'closed',
    assignee: 'superadmin',
    messages: [
      { from: 'customer', body: 'I have a new Telecel number. How do I change it on my account?', hoursAgo: 240 },
      { from: 'superadmin', body: 'You can change it yourself under Profile Settings → Phone. Enter it as +233 followed by the 9 digits.', hoursAgo: 238 },
      { from: 'customer', body: 'Done, thanks.', hoursAgo: 236 },
    ],
  },
  {
    customer: 4,
    subject: 'Rent assistance application pending for a week',
    category: 'application',
    priority: 'urgent',
    status: 'open',
    messages: [
      { from: 'customer', body: 'My landlord needs the rent by Friday. My application has been pending for seven days. Is anything missing?', hoursAgo: 6 },
    ],
  },
];

const HOUR_MS = 60 * 60 * 1000;

export async function seedTickets({ db, users, customers, now }: SeedContext): Promise<void> {
  const at = (hoursAgo: number) => new Date(now.getTime() - hoursAgo * HOUR_MS);
  for (const demo of DEMO_TICKETS) {
    const owner = customers[demo.customer];
    if (!owner) continue;
    const visible = demo.messages.filter((message) => !message.internal);
    const opened = at(demo.messages[0].hoursAgo);
    const lastVisible = at(visible[visible.length - 1].hoursAgo);
    const lastAny = at(Math.min(...demo.messages.map((message) => message.hoursAgo)));
    const [row] = await db
      .insert(ticket)
      .values({
        userId: owner.id,
        subject: demo.subject,
        category: demo.category,
        priority: demo.priority,
        status: demo.status,
        assigneeId: demo.assignee ? users[demo.assignee].id : null,
        createdAt: opened,
        updatedAt: lastAny,
        lastMessageAt: lastVisible,
      })
      .returning({ id: ticket.id });
    await db.insert(ticketMessage).values(
      demo.messages.map((message) => ({
        ticketId: row.id,
        authorId: message.from === 'customer' ? owner.id : users[message.from].id,
        authorRole: message.from === 'customer' ? 'user' : message.from,
        body: message.body,
        internal: message.internal ?? false,
        createdAt: at(message.hoursAgo),
      })),
    );
  }

  // A visitor without an account wrote from the contact page.
  await db.insert(contactMessage).values({
    name: 'Nana Yeboah',
    email: 'nana.yeboah@example.com',
    phone: '+233201234567',
    subject: 'Do you finance rent in Takoradi?',
    message: 'I am moving to Takoradi next month. Does your rent assistance cover landlords in the Western Region?',
    createdAt: at(20),
  });
}
