// The demo shop's reviews from shoppers, attached to a few products by their English slug (the products' ratings
// are computed from the visible ones when they are loaded: seed.ts).

export type DemoReview = {
  product: string;
  name: string;
  email: string;
  rating: number;
  title: string;
  comment: string;
  daysAgo: number;
  hidden?: true;
};

export const DEMO_REVIEWS: DemoReview[] = [
  {
    product: 'everyday-chiffon-hijab',
    name: 'Mariam A.',
    email: 'mariam@example.com',
    rating: 5,
    title: 'My go-to hijab',
    comment: 'Light, opaque enough and the colours match the photos. I bought three more.',
    daysAgo: 4,
  },
  {
    product: 'everyday-chiffon-hijab',
    name: 'نورة',
    email: 'noura@example.com',
    rating: 5,
    title: 'خفيف وعملي',
    comment: 'القماش خفيف ولا يتجعد، واللون الكحلي جميل جدًا.',
    daysAgo: 11,
  },
  {
    product: 'everyday-chiffon-hijab',
    name: 'Huda',
    email: 'huda@example.com',
    rating: 4,
    title: 'Good value',
    comment: 'Slightly slippery at first but stays with a pin. Great price.',
    daysAgo: 23,
  },
  {
    product: 'everyday-chiffon-hijab',
    name: 'Spam Bot',
    email: 'bot@example.com',
    rating: 1,
    title: 'Cheap watches here',
    comment: 'Visit my site for deals.',
    daysAgo: 2,
    hidden: true,
  },
  {
    product: 'classic-pashmina-shawl',
    name: 'Sara K.',
    email: 'sara@example.com',
    rating: 5,
    title: 'So soft',
    comment: 'Warm without being heavy. The camel colour is perfect with my winter coat.',
    daysAgo: 6,
  },
  {
    product: 'classic-pashmina-shawl',
    name: 'ريم',
    email: 'reem@example.com',
    rating: 4,
    title: 'جودة ممتازة',
    comment: 'شال دافئ وناعم، لكن الأطراف أقصر قليلًا مما توقعت.',
    daysAgo: 19,
  },
  {
    product: 'falcon-silk-square',
    name: 'Layla',
    email: 'layla@example.com',
    rating: 5,
    title: 'A work of art',
    comment: 'The print is crisp and the hand-rolled edges are beautiful. A gift for my mother.',
    daysAgo: 9,
  },
  {
    product: 'falcon-silk-square',
    name: 'فاطمة',
    email: 'fatima@example.com',
    rating: 5,
    title: 'هدية رائعة',
    comment: 'الحرير فاخر والتغليف أنيق جدًا. أنصح به.',
    daysAgo: 30,
  },
  {
    product: 'isdal-one-piece-prayer-dress',
    name: 'أم يوسف',
    email: 'umyousef@example.com',
    rating: 5,
    title: 'مريح جدًا',
    comment: 'الإسدال واسع ومريح، والقماش لا يلتصق. أصبح رفيقي في كل صلاة.',
    daysAgo: 5,
  },
  {
    product: 'isdal-one-piece-prayer-dress',
    name: 'Aisha',
    email: 'aisha@example.com',
    rating: 4,
    title: 'Lovely and practical',
    comment: 'Easy to put on over clothes. The sage colour is lovely; I would like more colours.',
    daysAgo: 14,
  },
  {
    product: 'premium-jersey-hijab',
    name: 'Zainab',
    email: 'zainab@example.com',
    rating: 4,
    title: 'Stays in place',
    comment: 'No pins needed at all. It is a little warm for summer.',
    daysAgo: 8,
  },
  {
    product: 'highland-tartan-wool-scarf',
    name: 'Omar',
    email: 'omar@example.com',
    rating: 5,
    title: 'Warm and smart',
    comment: 'Bought it for a trip to Edinburgh and wore it every day.',
    daysAgo: 40,
  },
  {
    product: 'highland-tartan-wool-scarf',
    name: 'خالد',
    email: 'khaled@example.com',
    rating: 3,
    title: 'جميل لكن',
    comment: 'الوشاح جميل لكن الصوف خشن قليلًا على الرقبة.',
    daysAgo: 21,
  },
  {
    product: 'school-instant-hijab',
    name: 'Hanan',
    email: 'hanan@example.com',
    rating: 5,
    title: 'Survives the school week',
    comment: 'My daughter puts it on by herself and it still looks new after many washes.',
    daysAgo: 3,
  },
  {
    product: 'moonlight-satin-silk-scarf',
    name: 'دانة',
    email: 'dana@example.com',
    rating: 4,
    title: 'لمعة جميلة',
    comment: 'لبسته في عرس أختي وكان رائعًا مع الفستان.',
    daysAgo: 17,
  },
];
