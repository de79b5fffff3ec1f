"""Profile extraction: a :class:`~talentgraph.model.Document` in, a :class:`~talentgraph.model.Profile` out.

Structured formats (JSON Resume, JSON/YAML pages) go to :mod:`talentgraph.extract.structured`;
text, Markdown, MDX, HTML (already visible text) and PDF text go through section-aware parsing.
Markdown/MDX with front matter get both: person fields from the front matter, the rest from the body.

>>> from talentgraph.model import Document
>>> from talentgraph.gazetteers import OrgGazetteer
>>> text = "JANE ROE\\nEXPERIENCE\\nResearch Intern at Initech Labs | Jun 2019 – Aug 2019 | Austin, TX"
>>> p = extract_profile(Document("cv.txt", "text", text, "0"), orgs=OrgGazetteer([]))
>>> p.person.name, p.affiliations[0].org_text, p.affiliations[0].evidence.line
('Jane Roe', 'Initech Labs', 3)
"""

from __future__ import annotations

from ..doctree import markdown_lines
from ..gazetteers import OrgGazetteer, org_gazetteer
from ..model import Document, Profile
from . import entities
from .context import expand_abbreviations, host_universities, inherit_institutions
from .field_campaigns import campaign_projects
from .fields import plausible_studies
from .front_matter import merge_front_matter
from .front_prose import front_prose_lines, landing_block_lines
from .grant_people import grant_investigators
from .grants import grant_items, grant_projects, post_grant_projects, without_titled_grants
from .header import card_posts, header_posts
from .heading_dates import dated_by_heading
from .joint_posts import (
    awarding_schools,
    joint_employers,
    joint_schools,
    successive_roles,
    without_hosted_doctorates,
)
from .named_projects import prose_projects
from .names import name_line, page_title_name, portrait_name, tidy_name
from .news_starts import news_starts
from .open_ends import begun_in_prose, dated_by_open_row, still_held
from .people import names_owner, people
from .placeholders import without_placeholders
from .positions import build
from .post_fields import plausible_posts
from .project_pages import with_project_page
from .projects import plausible_projects, unread_project_rows, without_advised_projects
from .prose_grammar import first_person_posts
from .prose_positions import prose_positions
from .publications import publications
from .readme_lines import bio_name, greeting_name, handle_posts
from .records import own_orcid
from .sections import Line, split_lines
from .study_dates import dated_by_study
from .tables import registered_tables
from .teaching_terms import inside_faculty_posts, one_post_per_teaching_role, through_listed_years
from .technologies import technologies
from .topics import topics

__all__ = ["extract_profile", "load_tables"]

STRUCTURED_FORMATS = frozenset({"json-resume", "json", "yaml", "xml", "linkedin"})


def load_tables() -> None:
    """Load now the tables extraction otherwise reads on first use, and build the bundled org
    gazetteer's indexes: a worker's warm-up, so that no timed document pays for them."""
    org_gazetteer().build_indexes()
    for load in registered_tables():  # each module registers the tables it reads (extract.tables)
        load()


def extract_profile(doc: Document, orgs: OrgGazetteer | None = None) -> Profile:
    """Extract everything the document states; ``orgs`` defaults to the bundled gazetteer.

    Template placeholders ("GitHub University", "Full Name") are dropped.
    """
    profile = without_placeholders(
        plausible_studies(plausible_posts(plausible_projects(_extract(doc, orgs))))
    )
    if profile.person.name:
        profile.person.name = tidy_name(profile.person.name)
    listed = [through_listed_years(a) for a in profile.affiliations]
    profile.affiliations = one_post_per_teaching_role(listed)  # read from any layout
    known = orgs if orgs is not None else org_gazetteer()
    profile.affiliations = successive_roles(joint_employers(profile.affiliations, known))
    profile.education = awarding_schools(joint_schools(profile.education, known), known)
    profile.education = without_hosted_doctorates(profile.education)
    return profile


def _extract(doc: Document, orgs: OrgGazetteer | None) -> Profile:
    if doc.format in STRUCTURED_FORMATS:
        from .records import extract_record
        from .structured import extract_structured

        record = extract_record(doc)
        if record is not None:
            return record
        structured_profile = extract_structured(doc)
        if structured_profile is not None:
            structured_profile.person.orcid = structured_profile.person.orcid or own_orcid(doc.text)
            return structured_profile

    orgs = orgs if orgs is not None else org_gazetteer()
    front = doc.data if isinstance(doc.data, dict) and doc.format in {"markdown", "mdx"} else None
    meta = doc.data if isinstance(doc.data, dict) and doc.format == "html" else None  # <title>, og:title
    raw_lines, read = within_budget(doc.lines)
    numbers: list[int] | None = None
    if doc.format in {"markdown", "mdx"}:
        blocks = landing_block_lines(front, raw_lines) if front is not None else []
        numbered = markdown_lines(
            "\n".join([*raw_lines, *(line for _, line in blocks)]),
            skip_lines=_front_lines(raw_lines),
            jsx=doc.format == "mdx",
        )
        # a block's line is numbered where the front matter writes it
        written = {len(raw_lines) + i: no for i, (no, _) in enumerate(blocks, 1)}
        numbers = [written.get(no, no) for no, _ in numbered]
        raw_lines = [line for _, line in numbered]
    lines = split_lines(
        raw_lines,
        front_matter=front is not None,
        mdx=doc.format == "mdx",
        numbers=numbers,
        marked=doc.format == "pdf",
    )
    profile = Profile(source=doc.source)
    profile.warnings += (
        doc.warnings
    )  # what the reader could not read (PDF pages past the cap, broken front matter)
    if read < len(doc.text):
        profile.warnings.append(
            f"only the first {read:,} of {len(doc.text):,} characters were read: too long for a profile"
        )
    structured: Profile | None = None
    if front is not None:
        from .structured import extract_structured

        structured = extract_structured(doc)
        if structured is not None:
            profile.person = structured.person
    person = profile.person
    name_no: int | None = None
    if not person.name:
        person.name, name_no = name_line(lines, front or meta)
        if not person.name:
            person.name, name_no = greeting_name(lines)
        _end_sidebar(lines, name_no)
        person.name = person.name or bio_name(lines)[0] or portrait_name(doc.lines)
        person.name = person.name or page_title_name(front or meta)  # only when the body states none
    person.emails = person.emails or entities.emails(lines)
    person.homepage = person.homepage or entities.homepage(lines)
    person.location = person.location or entities.location(lines)
    person.orcid = person.orcid or own_orcid(doc.text)
    build(lines, orgs, profile)
    prose_positions(lines, orgs, profile)
    first_person_posts(lines, profile)
    said: list[Line] = []
    if front is not None:  # "subtitle: PhD candidate at X": after the body, which may state it already
        said = front_prose_lines(front, doc.lines)
        prose_positions(said, orgs, profile)
        first_person_posts(said, profile)
    header_posts(lines, orgs, profile)
    handle_posts(lines, profile)
    # after the headline's post too: "Assistant Professor at X" atop a CV whose teaching list names X
    taught = {ln.no for ln in lines if ln.kind == "teaching"}
    profile.affiliations = inside_faculty_posts(profile.affiliations, taught)
    expand_abbreviations(profile, lines, orgs)
    host_universities(profile, orgs)
    inherit_institutions(profile, lines)
    if front is not None:  # al-folio's "profile: more_info:" card: after the body's posts have their hosts
        card_posts(front, doc.lines, orgs, profile)
    profile.projects += prose_projects(lines, profile, orgs)
    profile.projects += unread_project_rows(lines, profile)
    grant_projects(lines, profile)
    post_grant_projects(lines, profile)
    profile.projects = without_advised_projects(campaign_projects(lines, profile.projects), lines)
    owner = (person.name or "").lower()
    profile.projects = [p for p in profile.projects if p.name.lower() != owner]  # a bold name in the bio
    profile.people = [m for m in people(lines, profile) if not names_owner(m.name, person.name)]
    profile.people += grant_investigators(grant_items(lines), person.name, [m.name for m in profile.people])
    profile.topics = topics(lines + said, front, name_no, person.name)  # "bio: My research focuses on A" too
    profile.technologies = technologies(lines)
    profile.publications = publications(lines)
    profile.awards = entities.awards(lines)
    without_titled_grants(profile)
    if structured is not None:
        merge_front_matter(profile, structured)
    news_starts(lines, profile)
    profile.affiliations = dated_by_heading(profile.affiliations, lines)
    profile.affiliations = still_held(dated_by_study(profile.affiliations, profile.education))
    profile.affiliations = begun_in_prose(profile.affiliations, lines)
    profile.affiliations = dated_by_open_row(profile.affiliations, lines)
    entities.with_campuses(profile, lines, orgs)
    return with_project_page(profile, front)


TEXT_BUDGET = 100_000  # characters of a document that text extraction reads (a long CV has ~60,000)


def within_budget(raw_lines: list[str], budget: int = TEXT_BUDGET) -> tuple[list[str], int]:
    """The leading lines that fit in ``budget`` characters (the last one cut), and how many characters
    they hold: extraction time stays bounded on a document of any size.

    >>> within_budget(["abc", "defg", "hi"], budget=6)
    (['abc', 'de'], 6)
    >>> within_budget(["abc"], budget=6)
    (['abc'], 4)
    """
    kept: list[str] = []
    used = 0
    for raw in raw_lines:
        if used + len(raw) > budget:
            kept.append(raw[: budget - used])
            return kept, budget
        kept.append(raw)
        used += len(raw) + 1
    return kept, used


def _front_lines(raw_lines: list[str]) -> int:
    """How many leading lines a ``---``/``+++`` front matter block spans (0 when there is none)."""
    if not raw_lines or raw_lines[0].strip() not in {"---", "+++"}:
        return 0
    closers = {"---", "..."} if raw_lines[0].strip() == "---" else {"+++"}
    return next((i + 1 for i, raw in enumerate(raw_lines[1:], 1) if raw.strip() in closers), 0)


def _end_sidebar(lines: list[Line], name_no: int | None) -> None:
    """A name line after sidebar sections (contact, skills, awards) starts the profile proper: it and
    the lines up to the next heading belong to no section."""
    if name_no is None or not any(ln.heading for ln in lines if ln.no < name_no):
        return
    for ln in lines:
        if ln.no >= name_no:
            if ln.heading:
                break
            ln.kind = None
