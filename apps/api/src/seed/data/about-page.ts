// The about-the-hub page (GET /pages/about-us) as first published: real product copy in the three
// languages, saved through savePage like any staff edit, so it is sanitised the same way.
import type { SitePageUpdate } from '@wefe/contract';

/** The slug the web's about-the-hub page reads. */
export const ABOUT_PAGE_SLUG = 'about-us';

export const aboutPage: SitePageUpdate = {
  title: 'About the WEFE Nexus Hub',
  title_ar: 'عن منصة ترابط WEFE',
  title_fr: 'À propos de la Plateforme Nexus WEFE',
  description: [
    '<p>The WEFE Nexus Hub is a regional knowledge and collaboration platform on the links between <strong>water, energy, food and ecosystems</strong>. Run by a regional research network and coordinated from Amman, Jordan, it serves researchers, policymakers, practitioners and communities across the Middle East and North Africa (MENA) and the member countries of the Organisation of Islamic Cooperation (OIC).</p>',
    '<p>The four pillars cannot be managed apart: pumping and treating water takes energy, growing food takes water and land, and every choice leaves its mark on the ecosystems we all depend on. The hub brings the evidence on these trade-offs together in one place, so that decisions in one sector take the others into account.</p>',
    '<p>At its heart is the <strong>WEFE Index</strong>, which scores countries on access to and availability of water, energy, food and healthy ecosystems, using published indicators whose source is shown with every figure. Interactive maps and country profiles let you compare countries, follow change over the years and download the data.</p>',
    '<p>Members share <strong>success stories</strong> from the field, <strong>news and events</strong>, and <strong>publications</strong> such as reports, policy briefs and datasets. The hub team reviews every submission before it is published, so that what you read here is relevant and reliable.</p>',
    '<p>The hub grows with its <strong>partners</strong>: universities, research centres, government bodies, international organisations, civil society and the private sector. If your organisation works on the nexus, we would be glad to hear from you through the <a href="/about/contact-us">contact page</a>.</p>',
  ],
  description_ar: [
    '<p>منصة ترابط WEFE منصة إقليمية للمعرفة والتعاون تُعنى بالروابط بين <strong>المياه والطاقة والغذاء والنظم البيئية</strong>. تديرها شبكة بحثية إقليمية وتُنسَّق أعمالها من عمّان في الأردن، وتخدم الباحثين وصنّاع السياسات والممارسين والمجتمعات في منطقة الشرق الأوسط وشمال أفريقيا والدول الأعضاء في منظمة التعاون الإسلامي.</p>',
    '<p>لا يمكن إدارة هذه الركائز الأربع كلٌّ على حدة: فضخّ المياه ومعالجتها يحتاجان إلى الطاقة، وإنتاج الغذاء يحتاج إلى المياه والأرض، وكل قرار يترك أثره في النظم البيئية التي نعتمد عليها جميعًا. تجمع المنصة الأدلة المتعلقة بهذه المفاضلات في مكان واحد، حتى تراعي القرارات في كل قطاع أثرها في القطاعات الأخرى.</p>',
    '<p>في صميم المنصة <strong>مؤشر WEFE</strong>، الذي يقيس أداء الدول في إتاحة المياه والطاقة والغذاء والنظم البيئية السليمة وفي مدى توافرها، اعتمادًا على مؤشرات منشورة يُذكر مصدرها مع كل رقم. وتتيح الخرائط التفاعلية وملفات الدول المقارنة بين الدول، وتتبّع التغيّر عبر السنوات، وتنزيل البيانات.</p>',
    '<p>يشارك الأعضاء <strong>قصص نجاح</strong> من الميدان، و<strong>أخبارًا وفعاليات</strong>، و<strong>منشورات</strong> مثل التقارير وموجزات السياسات ومجموعات البيانات. ويراجع فريق المنصة كل مشاركة قبل نشرها، ليبقى ما تقرؤه هنا وثيق الصلة وموثوقًا.</p>',
    '<p>تنمو المنصة مع <strong>شركائها</strong>: الجامعات ومراكز البحث والجهات الحكومية والمنظمات الدولية والمجتمع المدني والقطاع الخاص. إذا كانت مؤسستكم تعمل في مجال الترابط، فيسعدنا أن نسمع منكم عبر <a href="/about/contact-us">صفحة التواصل</a>.</p>',
  ],
  description_fr: [
    '<p>La Plateforme Nexus WEFE est une plateforme régionale de connaissances et de collaboration consacrée aux liens entre <strong>l’eau, l’énergie, l’alimentation et les écosystèmes</strong>. Animée par un réseau de recherche régional et coordonnée depuis Amman, en Jordanie, elle s’adresse aux chercheurs, aux décideurs, aux praticiens et aux communautés du Moyen-Orient et de l’Afrique du Nord (MENA) et des pays membres de l’Organisation de la coopération islamique (OCI).</p>',
    '<p>Ces quatre piliers ne se gèrent pas séparément : pomper et traiter l’eau demande de l’énergie, produire des aliments demande de l’eau et des terres, et chaque choix laisse une empreinte sur les écosystèmes dont nous dépendons tous. La plateforme rassemble en un seul lieu les données sur ces arbitrages, afin que les décisions prises dans un secteur tiennent compte des autres.</p>',
    '<p>Au cœur de la plateforme se trouve l’<strong>Indice WEFE</strong>, qui évalue les pays selon l’accès à l’eau, à l’énergie, à l’alimentation et à des écosystèmes sains, et selon leur disponibilité, à partir d’indicateurs publiés dont la source accompagne chaque chiffre. Les cartes interactives et les profils de pays permettent de comparer les pays, de suivre les évolutions d’une année à l’autre et de télécharger les données.</p>',
    '<p>Les membres partagent des <strong>récits de réussite</strong> venus du terrain, des <strong>actualités et événements</strong> et des <strong>publications</strong> telles que rapports, notes d’orientation et jeux de données. L’équipe de la plateforme examine chaque contribution avant sa publication, afin que ce que vous lisez ici soit pertinent et fiable.</p>',
    '<p>La plateforme grandit avec ses <strong>partenaires</strong> : universités, centres de recherche, institutions publiques, organisations internationales, société civile et secteur privé. Si votre organisation travaille sur le nexus, nous serons heureux d’échanger avec vous via la <a href="/about/contact-us">page de contact</a>.</p>',
  ],
};
