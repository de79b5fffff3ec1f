"""Person names stated in many layouts, and documents that state none."""

from __future__ import annotations

import pytest

from talentgraph.extract import extract_profile
from talentgraph.extract.names import as_name
from talentgraph.gazetteers import OrgGazetteer
from talentgraph.sources import parse_bytes


def _name(text: str, suffix: str = ".txt") -> str | None:
    doc = parse_bytes(text.encode(), source=f"doc{suffix}", suffix=suffix)
    return extract_profile(doc, orgs=OrgGazetteer([])).person.name


@pytest.mark.parametrize(
    ("text", "suffix", "expected"),
    [
        ("Curriculum Vitae\n\nOrla Brennan-Quist\n\nEmail: o@x.example\n", ".txt", "Orla Brennan-Quist"),
        ("Name: Wei ZHANG (张伟)        Gender: Male\nEmail: w@x.example\n", ".txt", "Wei Zhang"),
        ("TEODOR VALK\nResearch Engineer\n", ".txt", "Teodor Valk"),
        (
            "<html><head><title>Ines Halvorsen | Robotics Lab</title></head><body>"
            "<div>Home &raquo; People</div><p>Ines Halvorsen works on robots.</p></body></html>",
            ".html",
            "Ines Halvorsen",
        ),
        (
            "<html><body><div>Uni &raquo; Faculty</div><h1>Ruth Abara, Ph.D.</h1><p>Bio.</p></body></html>",
            ".html",
            "Ruth Abara",
        ),
        (
            "---\ntitle: About\n---\n\n# Hello!\n\nI'm **Tomas Lindqvist**, an engineer in Oslo.\n",
            ".md",
            "Tomas Lindqvist",
        ),
        (
            "Contact\nme@x.example\n\nTop Skills\nRobotics\nC++\n\nMaren Okafor\n"
            "Senior Engineer at Initech | robots\nOslo, Norway\n\nSummary\nI build robots.\n",
            ".txt",
            "Maren Okafor",
        ),
        (
            "who:\n  full_name: Ada Quintero Vale\n  pronouns: she/her\ncareer: []\n",
            ".yaml",
            "Ada Quintero Vale",
        ),
        (
            "---\ntitle: Lena Marsh, Ph.D.\nrole: Assistant Professor\n---\n\nLena studies soils.\n",
            ".md",
            "Lena Marsh",
        ),
        ("OSKAR P. VANTERPOOL III\nResearch Scientist\n", ".txt", "Oskar P. Vanterpool III"),
        # a third-person bio whose title goes without an article
        (
            "Bio\n\nPieter Van Hollen is Professor of Soil Ecology at Kestrel University, where he studies roots.\n",
            ".txt",
            "Pieter Van Hollen",
        ),
        # a degree after a name set in capitals
        (
            "BRONWEN TALLIS, PH.D.\nb@x.example\nEDUCATION\nPhD, Kestrel University, 2019\n",
            ".txt",
            "Bronwen Tallis",
        ),
        # a form's two name fields, as plain lines and as a table's cells
        (
            "CURRICULUM VITAE\nFirst name(s):  Mirela\nSurname:  Pavelescu\nBorn: 1980\n",
            ".txt",
            "Mirela Pavelescu",
        ),
        (
            "<table><tr><td>First name:</td><td>Ilie</td></tr><tr><td>Last name:</td><td>Dobre</td></tr></table>",
            ".html",
            "Ilie Dobre",
        ),
        # a document title that says whose document it is
        (
            "# Resume of Tobiah Renwick\n\n## Experience\n- Engineer, Initech, 2019-2021\n",
            ".md",
            "Tobiah Renwick",
        ),
        (
            "<html><head><title>Curriculum Vitae – Saskia Ondaatje</title></head>"
            "<body><h2>Education</h2><p>PhD, Kestrel University, 2019</p></body></html>",
            ".html",
            "Saskia Ondaatje",
        ),
        # a site title naming its owner's site, over a page in the first person
        (
            '---\ntitle: "Wren Abernathy Website"\nauthor_profile: true\n---\n\nI study tides.\n',
            ".md",
            "Wren Abernathy",
        ),
        # a Quarto about page: its "about:" template shows the page title as the person's name
        (
            '---\ntitle: "Wren Abernathy"\nabout:\n  template: trestles\n---\n\nI study tides and currents.\n',
            ".qmd",
            "Wren Abernathy",
        ),
        (
            "<html><head><title>Odile Farrant's Homepage</title></head><body><p>Farrant lab, tides.</p></body></html>",
            ".html",
            "Odile Farrant",
        ),
    ],
)
def test_name_layouts(text: str, suffix: str, expected: str) -> None:
    assert _name(text, suffix) == expected


@pytest.mark.parametrize(
    ("text", "suffix"),
    [
        (
            "<html><head><title>k/ — notes</title><meta property='og:title' content='k/ — notes'></head>"
            "<body><div>K</div><p>Hi! I build tools. Code at @kdev.</p><footer>© 2024 k</footer></body></html>",
            ".html",
        ),
        # a site title that is not repeated on the page, a lab name, a handle
        (
            "<html><head><title>Quiet Harbor</title></head><body><p>Notes on compilers.</p></body></html>",
            ".html",
        ),
        ('---\ntitle: "About"\nabout:\n  template: jolla\n---\n\nI study tides.\n', ".qmd"),
        ("Machine Learning Group\n\nWe study learning.\n", ".txt"),
        ("Curriculum Vitae\n\nResearch Interests: graphs\n", ".txt"),
        ("I'm happy to chat. I am Working On Things.\n", ".txt"),
    ],
)
def test_no_name_stated(text: str, suffix: str) -> None:
    assert _name(text, suffix) is None


def test_sidebar_ends_at_name_line() -> None:
    text = (
        "Honors-Awards\nBest Poster Prize\n\nMaren Okafor\nSenior Engineer at Initech | robots\n"
        "Oslo, Norway\n\nSummary\nI build robots.\n"
    )
    doc = parse_bytes(text.encode(), source="li.txt", suffix=".txt")
    profile = extract_profile(doc, orgs=OrgGazetteer([]))
    assert profile.person.name == "Maren Okafor"
    assert [a.name for a in profile.awards] == ["Best Poster Prize"]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "Skip to content\nHelmi Varga\nToggle navigation\nblog\ncv\n\nHelmi Varga\n\nPhD student\n",
            "Helmi Varga",
        ),
        (
            "Search this site\nSite Files\nJump to navigation\nNoor Abadi\nHome\nPeople\nNoor Abadi\nLecturer\n",
            "Noor Abadi",
        ),
        (
            "Menu\nBio\n\nProf. Lucia Ferrante is an Associate Professor of Chemistry at Kent, "
            "where she studies catalysts.\n",
            "Lucia Ferrante",
        ),
        (
            "Skip to main content\nOla Brandt\nHome\n\nWelcome.\n\n© 2024 Ola Brandt. Powered by Hugo.\n",
            "Ola Brandt",
        ),
    ],
)
def test_name_after_site_chrome(text: str, expected: str) -> None:
    assert _name(text) == expected


@pytest.mark.parametrize(
    "text",
    [
        "Skip to main content\nSite Files\nHome\nPeople\n\nWe build quantum links.\n",
        "Menu\nAbout\n\nI study ice. Prof. Lucia Ferrante is an Associate Professor at Kent and my advisor.\n",
        "Home\nNews\n\nMarta Ruiz is a PhD student who joined us. I am the group's engineer and I run the lab.\n",
    ],
)
def test_chrome_and_bios_of_others_invent_no_name(text: str) -> None:
    assert _name(text) is None


def test_stacked_honorifics_are_dropped_from_a_name_line() -> None:
    menu = "Skip to content\nHome | Teaching | Contact\n\n"
    assert _name(menu + "Prof. Dr. Wilma Otterbeck\nChair of Hydrology\n") == "Wilma Otterbeck"
    assert _name(menu + "Profa. Dra. Celeste Nunhez\nProfessora Titular\n") == "Celeste Nunhez"


def test_a_title_line_is_not_read_as_a_name() -> None:
    assert _name("Skip to content\nHome | Contact\n\nProfessora Titular\nInstituto de Física\n") is None


def test_self_introduction_with_an_emoji() -> None:
    assert (
        _name("orla.dev\nHome   Posts\n\nHi, I'm Orla Vandermeer 👋\n\nI write compilers.\n")
        == "Orla Vandermeer"
    )


def test_breadcrumb_step_restated_as_the_header() -> None:
    text = "Acme Labs\nAreas   People   Careers\n\nPeople › Tobiah Quell\n\nTobiah Quell\nStaff Scientist\n"
    assert _name(text) == "Tobiah Quell"


def test_breadcrumb_step_not_restated_is_not_enough() -> None:
    text = "Acme Labs\nAreas   People   Careers\n\nPeople › Tobiah Quell\n\nWe build robots for farms.\n"
    assert _name(text) is None


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("I’m Tove — a PhD candidate in Geography at Kestrel University.\n\nSea Ice Phase\n=====\n", "Tove"),
        ("**Hi!** I'm Oskar, and I test software for telescopes.\n\n## Work\n", "Oskar"),
        ("Hi! I'm Oskar. I study fish.\n\nOskar Lindqvist, 2024\n", "Oskar Lindqvist"),
        ("### 👋 Hi I'm Rune.\n- I study physics at Kestrel University.\n", "Rune"),
    ],
)
def test_an_opening_introduction_by_given_name_names_the_owner(text: str, expected: str) -> None:
    assert _name(text, ".md") == expected


@pytest.mark.parametrize(
    "text",
    [
        '---\ntitle: "Software Engineer"\njobTitle: "Software Engineer"\ncompany: "Kestrel"\n---\n\nSWE on a team.\n',
        "## Education\n\n### **Kestrel University**\n#### *Master of Science in Physics*\n- Thesis on ice.\n\n"
        "## Experience\n\n### **Tern Analytics**\n#### *Data Intern @ Tern*\n- Built a model.\n\n"
        "### **Tern Analytics**\nData Engineer at Tern | 2020\n- Built pipelines.\n",
        "## References\n\n**Ada Lindqvist**\nSchool of Economics, Kestrel University\n",
        "I'm Excited to share my work on sea ice.\n",
    ],
)
def test_titles_employers_and_referees_are_no_owner_name(text: str) -> None:
    assert _name(text, ".md") is None


@pytest.mark.parametrize("heading", ["New Job", "Hiring", "Job Openings", "Announcements"])
def test_an_announcement_heading_over_the_body_is_no_owner_name(heading: str) -> None:
    assert as_name(heading) is None


def test_a_forms_title_over_the_name_field_is_no_owner_name() -> None:
    text = (
        "BIOGRAPHICAL SKETCH\n\nProvide the following information for the key personnel.\n\n"
        "NAME: Roe, Ada\n\nPOSITION TITLE: Associate Professor of Hydrology\n"
    )
    assert _name(text, ".txt") != "Biographical Sketch"
    assert as_name("Biographical Sketch") is None


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "---\nlayout: page\ntitle: Tove Lindqvist\n---\nI am an assistant curator at the Kestrel Museum.\n",
            "Tove Lindqvist",
        ),
        (
            "---\nlayout: home\ntitle: Oskar Berg\n---\nI recently finished my PhD at Kestrel University.\n",
            "Oskar Berg",
        ),
        (
            "---\ntitle: whoami\nexcerpt: I'm Rune Dahl, a PhD student in ecology.\n---\nMy work maps moss.\n",
            "Rune Dahl",
        ),
        # a post titled with someone's name, and a titled page that does not speak in the first person
        ("---\nlayout: post\ntitle: Ada Roe\n---\nI met her at a workshop in 2019.\n", None),
        ("---\nlayout: page\ntitle: Ada Roe\n---\nShe was a geologist of the last century.\n", None),
    ],
)
def test_a_front_matter_names_its_owner_by_title_over_first_person_text_or_by_its_summary(
    text: str, expected: str | None
) -> None:
    assert _name(text, ".md") == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "# Introduction\n\n![Tove Lindqvist](../images/portrait.jpg)\n\nIn 2016 I began teaching chemistry.\n",
            "Tove Lindqvist",
        ),
        (
            '---\ntitle: "About"\n---\n\n![](images/tb.jpg){.portrait fig-alt="Portrait of Oskar Berg"}\n\nMy PhD looks at corals.\n',
            "Oskar Berg",
        ),
        # a picture of a club or a placeholder's alternative text is no portrait
        (
            "![Kestrel Lund](https://example.org/assets/kestrel_lund_1869.jpg)\n\nDear reader, a good year to you.\n",
            None,
        ),
        ("Maps of jobs.\n\n![Alt Text](/jobmap/job_map_animated.gif)\n", None),
    ],
)
def test_a_portrait_near_the_top_names_the_owner_when_nothing_else_does(
    text: str, expected: str | None
) -> None:
    assert _name(text, ".md") == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            '---\ntitle: "tove lindqvist\'s personal website"\n---\n\nI publish as Tove Lindqvist. Write to tove.lindqvist at kestrel.\n',
            "Tove Lindqvist",
        ),
        (
            '---\ntitle: "My Personal Website"\n---\n\nWelcome to Oskar Berg\'s personal website. I teach statistics.\n',
            "Oskar Berg",
        ),
    ],
)
def test_a_site_named_as_someones_website_names_its_owner(text: str, expected: str) -> None:
    assert _name(text, ".md") == expected


def test_a_page_title_split_by_a_double_colon_names_its_owner() -> None:
    html = "<html><head><title>Tove Lindqvist :: Blog - About</title></head><body><p>Notes by T. Lindqvist on statistics.</p></body></html>"
    assert _name(html, ".html") == "Tove Lindqvist"


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ('---\ntitle: "Hey! My name is Tove"\n---\n\nI study sediment cores.\n', "Tove"),
        (
            '---\ntitle: "Hi, I\'m Oskar."\n---\n\nI build tools for telescopes. Oskar Berg, 2024\n',
            "Oskar Berg",
        ),
        ('---\ntitle: "I\'m Excited"\n---\n\nNews about our lab.\n', None),
    ],
)
def test_a_title_introducing_its_owner_by_given_name_names_them(text: str, expected: str | None) -> None:
    assert _name(text, ".md") == expected


def test_a_greeting_on_its_own_line_does_not_hide_the_introduction_after_it() -> None:
    assert (
        _name(
            "---\ntitle: About\n---\n\nHello there!\n\nI'm Tove, a geologist with a passion for ooids.\n",
            ".md",
        )
        == "Tove"
    )


def test_a_cv_first_line_with_a_phone_and_a_website_states_the_name() -> None:
    text = (
        "Ada Roe                                   215-555-0100                    aroe.github.io\n"
        "LinkedIn.com/in/ada-roe                   ada@example.org                 GitHub:aroe\n\n"
        "Education            University of Kestrel                         2014 — 2019\n"
    )
    assert _name(text) == "Ada Roe"


def test_a_breadcrumb_ending_in_a_name_states_no_name() -> None:
    assert _name("Home | Research | Ada Roe\n\nEducation\n") is None


@pytest.mark.parametrize(
    ("front", "expected"),
    [
        ('seo_title: "Wren Abernathy — Senior Hydrologist"\nauthor_profile: true', "Wren Abernathy"),
        (
            'seo_title: "Wren Abernathy - Tides, Currents"\ntitle: "Welcome"\nauthor_profile: true',
            "Wren Abernathy",
        ),
        ('seo_title: "Tides and Currents"\nauthor_profile: true', None),
        ('seo_title: "Wren Abernathy — Tides and Currents"', None),  # a post's title, no author card
    ],
)
def test_the_search_title_of_an_author_page_names_its_author(front: str, expected: str | None) -> None:
    assert _name(f"---\n{front}\n---\n\nsenior hydrologist @ a consultancy.\n", ".md") == expected


@pytest.mark.parametrize(
    "text",
    [
        "---\ntitle: About\n---\n\n# Research Interests\n* Coastal Hydrodynamics\n* Sediment Transport\n\n"
        "# Education\nPhD student, Centre for Coastal Hydrodynamics, 2021\n",
        "---\ntitle: Research\n---\n\nOur group builds careful tools for many fields.\n\n"
        "## Embedded Systems Security\nWe study small devices.\n",
    ],
)
def test_an_entry_of_a_section_is_not_the_owners_name(text: str) -> None:
    assert _name(text, ".md") is None


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "# Marit “Mo” Lindqvist\nWebsite: ml.example.org\n\n## Research Interests\nTides.\n",
            "Marit Lindqvist",
        ),
        (
            "---\ntitle: Welcome\n---\n\nI am Joon (Jun-ho) Park, an assistant professor of design.\n",
            "Joon Park",
        ),
        (
            "---\ntitle: About me\n---\n\nHello! My name is Tomas (pronounced toe + (mass - m)) Vedder. "
            "I direct a survey centre.\n",
            "Tomas Vedder",
        ),
    ],
)
def test_a_nickname_or_aside_inside_a_stated_name_is_left_out(text: str, expected: str) -> None:
    assert _name(text, ".md") == expected


@pytest.mark.parametrize(
    ("text", "suffix", "expected"),
    [
        (
            "---\ntitle: Ilse Marten - Curriculum Vitae\n---\n\n### Employment\nPostdoc, 2020\n",
            ".md",
            "Ilse Marten",
        ),
        (
            "<html><head><title>About me - Ilse Marten</title></head><body><h1>Ilse</h1>"
            "<p>I study glaciers at Kestrel University.</p></body></html>",
            ".html",
            "Ilse Marten",
        ),
        (
            "---\nseo_title: Ilse Marten — Senior Data Engineer\n---\n\ni build pipelines.\n",
            ".md",
            "Ilse Marten",
        ),
        ("---\ntitle: Kestrel Glacier Lab - Home\n---\n\nWe study glaciers.\n", ".md", None),
        ("---\ntitle: Ilse Marten\n---\n\nA profile of a glaciologist.\n", ".md", None),
    ],
)
def test_a_page_title_names_its_owner_beside_a_label_of_the_page(
    text: str, suffix: str, expected: str | None
) -> None:
    assert _name(text, suffix) == expected


def test_a_page_title_never_overrides_the_name_the_page_states() -> None:
    text = "---\ntitle: Ilse Marten - CV\n---\n\n# Ilse Okafor\n\nGlaciologist.\n"
    assert _name(text, ".md") == "Ilse Okafor"


@pytest.mark.parametrize(
    ("html", "expected"),
    [
        (
            '<html><head><title>About</title></head><body><nav><a class="navbar-brand" href="/">Ilse M. Marten</a>'
            '<a href="/blog">Blog</a></nav><h1>About Me</h1><p>Hi! I write code in Lund.</p></body></html>',
            "Ilse M. Marten",
        ),
        (
            '<html><body><header><a class="site-title" href="/">Kestrel Glacier Lab</a></header>'
            "<h1>About</h1><p>We study ice.</p></body></html>",
            None,
        ),
        (
            '<html><body><a class="navbar-brand" href="/">Ilse Marten</a><h1>Bo Lind</h1>'
            "<p>Bo Lind is a PhD student in Ilse Marten's group.</p></body></html>",
            "Bo Lind",
        ),
    ],
)
def test_the_header_link_home_names_the_owner_of_a_page_that_names_nobody(
    html: str, expected: str | None
) -> None:
    assert _name(html, ".html") == expected


def test_a_name_captioned_twice_far_down_the_page_is_not_the_owners() -> None:
    # photo captions "with <br> Bo Lind" twice, under the page's own name header: Bo Lind is a guest
    captions = "".join(
        f'<figure><img src="p{i}.png" alt="p"><figcaption>Graduation with <br> Bo Lind</figcaption></figure>\n'
        for i in range(2)
    )
    places = "".join(f"<figure><figcaption>Kestrel Town {i}</figcaption></figure>\n" for i in range(6))
    text = (
        '---\ntitle: " "\n---\n\n<div>\n<h1>Ada Roe-Lane, Ph.D.</h1>\n<h2>Associate Professor of Economics</h2>\n'
        "</div>\n\nWelcome! I am an environmental economist.\n\n" + places + captions
    )
    assert _name(text, ".md") == "Ada Roe-Lane"


@pytest.mark.parametrize(
    ("text", "suffix", "expected"),
    [
        # a front matter title that names the owner after a label
        ('---\ntitle: "About Nils"\nauthor_profile: true\n---\n\n# Interests\n* Tides\n', ".md", "Nils"),
        ("---\ntitle: About Research\n---\n\n# Interests\n* Tides\n", ".md", None),
        ('---\ntitle: "personal main page of Lu PENG"\n---\n\nNotes on my work.\n', ".md", "Lu Peng"),
        # a README heading: the name before a tagline
        ("# Oskar Brandt, Maker of Small Maps\n\nI build map tools in R.\n", ".md", "Oskar Brandt"),
        ("# Kestrel Lab, Kestrel University\n\nWe build map tools.\n", ".md", None),
        # a script declaring the name
        (
            "import me from './me.jpg';\n\nexport const name = 'Ilse Varga';\nexport const avatar = me;\n",
            ".txt",
            "Ilse Varga",
        ),
        # a surname typed in lower case after "My name is"
        ("# Hello!\n\nMy name is Karim benali, I am a lecturer in hydrology.\n", ".md", "Karim Benali"),
        ("# Hello!\n\nMy name is Karim and I teach hydrology.\n", ".md", "Karim"),
    ],
)
def test_names_stated_beside_labels_taglines_and_code(text: str, suffix: str, expected: str | None) -> None:
    assert _name(text, suffix) == expected


def test_a_lower_case_title_is_a_name_only_when_the_address_spells_it() -> None:
    body = (
        "curriculum vitae\n\n- location: Perth\n- e-mail: {mail}\n\n## education\n- PhD, Example University\n"
    )
    spelled = "# tova lind\n" + body.format(mail="tova dot lind at mail dot example")
    unspelled = "# tova lind\n" + body.format(mail="tl at mail dot example")
    assert _name(spelled, ".md") == "Tova Lind"
    assert _name(unspelled, ".md") is None


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "# Biography\n\nNoor works for Kestrel Relief as an analyst. Her work is on supply chains.\n",
            "Noor",
        ),
        (
            "# Biography\n\nNoor works for Kestrel Relief as an analyst. Her work is on supply chains.\n\n"
            "Contact Noor Haddad at the office.\n",
            "Noor Haddad",
        ),
        ("# Projects\n\nNoor works for Kestrel Relief as an analyst. Her work is on supply chains.\n", None),
    ],
)
def test_a_biography_calling_its_owner_by_given_name_names_them(text: str, expected: str | None) -> None:
    assert _name(text, ".md") == expected
