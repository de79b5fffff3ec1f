"""Turn segmented entries into affiliations, education and projects (field assignment).

>>> from talentgraph.extract.sections import split_lines
>>> from talentgraph.gazetteers import OrgGazetteer
>>> from talentgraph.model import Profile
>>> lines = split_lines(["Experience", "Research Intern at Initech Labs – Vision Team | Jun 2019 – Aug 2019 | Austin, TX"])
>>> p = Profile(source="x")
>>> build(lines, OrgGazetteer([]), p)
>>> a = p.affiliations[0]
>>> a.org_text, a.unit, a.role, a.start, a.end, a.location
('Initech Labs', 'Vision Team', 'Research Intern', '2019-06', '2019-08', 'Austin, TX')
"""

from __future__ import annotations

import re
from bisect import bisect_left
from dataclasses import replace

from ..gazetteers import OrgGazetteer
from ..model import Affiliation, Education, Evidence, Profile, Project
from .context import company_heading, merge_restated, under_heading
from .dates import find_date_ranges
from .degree_over_school import degrees_over_schools, school_of_anchor
from .entries import Entry, is_course, more_ranges, reads_as_clause, residual_fields, segment
from .fields import (
    FURTHER_TRAINING,
    after_degree,
    degree_first_field,
    degree_in_field,
    find_degree,
    has_role,
    is_location,
    joined_degrees,
    leading_degree,
    looks_like_org,
    names_unit,
    org_by_layout,
    role_words,
    split_location,
)
from .layout import field_label, labelled_fields
from .post_fields import (
    PROSE_ROLE,
    PUPIL_ROLE,
    STUDENT_WORD,
    UNIT_WORD,
    body_text,
    entry_texts,
    fields_from_cells,
    location_of,
    org_of,
    parent_held_elsewhere,
    parent_in_place,
    parent_in_unit,
    protect_names,
    resolve_written,
    restore_names,
    role_of,
    role_ranges,
    split_pieces,
    tail_roles,
    trailing_org,
    unit_of,
    whole_name_fields,
)
from .projects import (
    cited_projects,
    colon_projects,
    degree_projects,
    held_entries,
    is_funding_award,
    is_label,
    is_project_name,
    labelled_title,
    named_title,
    nested_projects,
    project_name,
    quoted_title,
    role_org,
    titled_projects,
)
from .sections import Line
from .teaching_terms import Terms, names_own_role, role_above, spanning_terms, term_years

__all__ = ["build"]


def build(lines: list[Line], orgs: OrgGazetteer, profile: Profile) -> None:
    """Add the affiliations, education and projects found in ``lines`` to ``profile``."""
    prose = Profile(source=profile.source)
    held: list[tuple[Entry, Affiliation]] = []
    group: tuple[str | None, int] | None = None  # the company heading over the last role lines
    entries = segment(lines)
    headings = [ln for ln in lines if ln.heading]
    claimed = {ln.no for e in entries for ln in [*e.tail, *e.body]}
    postless = _postless_sections(lines, entries)
    terms_at: dict[int, Terms] = {}  # a teaching line's terms ("Spring 2019, Fall 2020") by line number
    over_school = degrees_over_schools(lines, entries, orgs)  # "M.S." over "Kestrel University | 2012"
    others_degrees = {ln.no for ln in over_school.values()}
    for entry in entries:
        ev = entry.evidence()
        if entry.dates.backwards:
            profile.warnings.append(
                f"line {entry.anchor.no}: interval {entry.dates.text!r} ends before it starts; kept as written"
            )
        start, end = entry.dates.start, entry.dates.end
        column = entry.anchor.text[: entry.dates.start_pos].rstrip().endswith("|") and not entry.anchor.text[
            entry.dates.end_pos :
        ].strip(" .")
        if end is None and (entry.kind not in {None, "about"} or column):
            end = start  # "Teaching Assistant - Org    Sept 2018": a right-hand date column dates a post
        texts = [protect_names(orgs, t) for t in entry_texts(entry, orgs) if t]
        stated = labelled_fields([ln.text for ln in [*entry.head, *entry.tail]])
        if entry.prose:
            _prose_entry(entry, orgs, prose, start, end)
            continue
        # a degree named in a tail sentence ("My PhD, in the …") does not make a position a study
        n_head = len(entry.head) + 1
        degree_texts = texts[:n_head] + [
            t for t in texts[n_head:] if len(t.split()) <= 10 or _degree_first(t)
        ]
        if over_school:
            over = over_school.get(entry.anchor.no)
            # a degree line over a later dated school line is that study's, not this one's
            taken = {ln.text for ln in [*entry.heads, *entry.tail, *entry.body] if ln.no in others_degrees}
            degree_texts = ([over.text] if over else []) + [t for t in degree_texts if t not in taken]
        said_in = next((t for t in degree_texts if _earned_degree(t)), None)
        degree = _earned_degree(said_in) if said_in is not None else None
        if degree and entry.kind == "projects" and said_in is not None and _DEGREE_WORK.search(said_in):
            degree = None  # "Master's Capstone Project | Client: …": a degree's project, not the study itself
        if degree is None and (said := _stated_degree(entry)):
            degree = find_degree(said)  # "Degree: Allgemeine Hochschulreife" under the school's line
        if (
            degree is None
            and entry.kind == "education"
            and entry.body
            and len(entry.body[0].text.split()) <= 16
        ):
            degree = find_degree(entry.body[0].text)  # "2016 – 2020 Kestrel University" / "• BEng in X"
        # "PhD Student at X" under Experience is a position; its degree counts only if Education omits it
        staff = entry.kind == "experience" and degree is not None and role_of(texts, None) is not None
        if degree and said_in is not None and _visiting_degree(said_in):
            degree, staff = None, False  # "Visiting PhD Student": a stay at another place, not a study
        if entry.kind == "teaching":
            # a course taught ("Programming (BSc), Aarhus University") is no study and no post; a
            # teaching post ("Lecturer, University of Bologna", "TA, Kestrel University") is a post
            posts = _teaching_post(entry, texts, orgs, (start, end), ev, lines)
            if (
                not posts
                and not any(map(names_own_role, texts))
                and (role_line := role_above(lines, entry.anchor))
            ):
                own = texts[: len(entry.head) + 1]  # not the lines under it: the next block's title
                posts = _teaching_post(entry, [role_line, *own], orgs, (start, end), ev, lines)
            profile.affiliations += posts
            if terms := term_years(entry.anchor.text):
                terms_at[entry.anchor.no] = terms
            continue
        if _advised_project(entry, orgs, profile, start, end):
            continue
        if entry.kind == "projects" and _project_labels(entry):
            continue  # "Funder Award ($50,000), PI" over "• Proposal: Title": the title is the project
        if entry.kind in {None, "about"} and _THIRD_PERSON.search(entry.anchor.text):
            continue  # "my students …: one did her PhD at X (2019–2023)" is not the owner's career
        visit = degree is None and any(_VISITING.search(t) for t in texts[:n_head])
        study_org: str | None = None  # the school a staff row's study names, the post's org failing its own
        if degree is None and entry.kind == "education" and _MINOR.match(texts[0] if texts else ""):
            continue  # "Minor in Mathematics, Kestrel University, 2020": a part of a degree listed apart
        # "Postdoctoral fellow, Kestrel University, 2019–2021" listed under Education: a post, no study
        postdoc = (
            degree is None and entry.kind == "education" and any(map(_POSTDOC.search, texts[: n_head + 1]))
        ) or _job_among_studies(entry, texts[:n_head], degree)
        # "Visiting student at X" under Education: a stay, no study
        if degree or (entry.kind == "education" and not (visit or postdoc)):
            org_text, _ = org_of(entry, texts, orgs, education=True)
            org_text = (
                stated.get("org") or after_degree(restore_names(org_text)) or _group_org(lines, entry, orgs)
            )
            if org_text is None and degree and entry.kind == "education":
                org_text = _school_of_stack(lines, entry, orgs)
            if entry.anchor.no in over_school and (org_text is None or org_text not in entry.anchor.text):
                org_text = school_of_anchor(entry) or org_text  # the dated line names the school
            name, org_id = resolve_written(orgs, org_text) if org_text else (None, None)
            study_org = org_text
            # "Ph.D. in Physics, 2018": a single date is the year the degree was awarded
            began, ended = (None, start) if entry.dates.end is None else (start, end)
            (prose if staff else profile).education.append(
                Education(name, org_text, org_id, degree[0] if degree else None, degree[1] if degree else None,
                          began, ended, ev)
            )  # fmt: skip
            written = next((t for t in degree_texts if find_degree(t)), "") if degree else ""
            for more, field in joined_degrees(written)[1:]:  # "B.A. in X and B.A. in Y", "Ph.D., M.S. in Z"
                (prose if staff else profile).education.append(
                    Education(name, org_text, org_id, more, field, began, ended, ev)
                )
            if degree and not staff:
                for line, (more, field) in _stacked_degrees(entry, degree, others_degrees):
                    profile.education.append(
                        Education(
                            name,
                            org_text,
                            org_id,
                            more,
                            field,
                            None,
                            None,
                            Evidence(line.no, line.raw.strip()),
                        )
                    )
            if not staff:
                continue
        org_text, unit = org_of(entry, texts, orgs, education=False)
        org_text = _DATE_RESIDUE.sub("", org_text) if org_text else org_text
        if org_text is None and staff:
            org_text = study_org  # "Ph.D. candidate, Stockholm Univ., Sweden": the school read for the study
        role = restore_names(role_of(texts, org_text))
        if org_text is None and role and entry.kind == "experience":
            org_text = _group_org(lines, entry, orgs)  # "### Kestrel University" over "- Professor (2020–)"
        location = restore_names(location_of(texts))
        # "holzweg (Jul – Aug 2017)" over "Web Developer Intern": the row's own name, as written
        named = (
            residual_fields(entry.anchor, entry.dates) if org_text is None and _titled_below(entry) else []
        )
        if named and not has_role(named[0]) and (name_only := _DATE_RESIDUE.sub("", named[0])):
            org_text = name_only
        if (
            org_text is None
            and (role or _titled_row(entry) or _long_title_row(entry))
            and entry.kind == "experience"
            and group
            and under_heading(entry, lines, group[1])
        ):
            # "Org, City" over "Role  2022–" and "Role  2019–2022": each role is there, also a title the
            # role words do not read ("2012–2015  Core Faculty in the X Programme")
            org_text, role = group[0], role or residual_fields(entry.anchor, entry.dates)[0]
        last = profile.affiliations[-1] if profile.affiliations else None
        if (
            org_text is None
            and role
            and entry.kind == "experience"
            and last is not None
            and last.evidence is not None
            and not any(ln.heading for ln in lines if last.evidence.line < ln.no < entry.anchor.no)
            and entry.head
            and all(has_role(ln.text) or is_location(ln.text) for ln in entry.head)
        ):
            org_text = last.org_text  # several roles listed under one company line
        if company_heading(entry, restore_names(org_text)):
            group = (org_text, entry.anchor.no)
        elif (
            group
            and role
            and org_text
            and entry.kind == "experience"
            and under_heading(entry, lines, group[1], restore_names(org_text))
            and not _led_by_name(entry, org_text)
        ):
            if org_text != group[0] and resolve_written(orgs, restore_names(org_text) or "")[1] is None:
                org_text, unit = group[0], org_text  # "Org — City" over "Role, Unit, years" lines
            group = (group[0], entry.anchor.no)
        else:
            group = None
        if unit is None and org_text:
            unit = unit_of(texts, org_text, role)
        org_text, unit = restore_names(org_text), restore_names(unit) or None
        # a part of a body read as the employer, the body read as its unit or its place: "Analyst -
        # Quantitative Research" under "Gull Capital", "X Group, Gull KDMT, Norway"
        if org_text and unit and (lifted := parent_in_unit(orgs, org_text, unit)):
            org_text, unit = lifted
        elif org_text and not unit and location and (placed := parent_in_place(orgs, org_text, location)):
            (org_text, location), unit = placed, org_text
        if stated:
            org_text, unit = _stated_org(orgs, stated, org_text, unit)
            role, location = stated.get("role", role), stated.get("location", location)
        if entry.anchor.cells:
            org_text, unit, role, location = fields_from_cells(
                entry.anchor.cells, orgs, (org_text, unit, role, location)
            )
        if (
            org_text
            and _BARE_UNIT.match(org_text)
            and (after := _school_after(texts[:n_head], org_text, orgs))
        ):
            org_text, unit = after, org_text  # "Lecture Assistant at the Department of X, Kestrel University"
        above = _school_above(lines, entry, orgs) if org_text and _BARE_UNIT.match(org_text) else None
        if above and not _BARE_UNIT.match(above):
            org_text, unit = above, org_text  # "Kestrel University" over "Lecturer, Department of X, 2019"
        name, org_id = resolve_written(orgs, org_text) if org_text else (None, None)
        project_first = entry.kind == "projects" or (
            not role and not (org_text and (name or looks_like_org(org_text) or _titled_below(entry)))
        )
        if _narrative_bullet(entry, role):
            if _no_project((residual_fields(entry.anchor, entry.dates) or [""])[0]):
                continue  # "• Ada Lane (Kestrel University, Graduate researcher) 2021": a mentee
            held.append((entry, Affiliation(name, org_text, org_id, unit, role, start, end, location, ev)))
            continue
        nested_project = entry.kind == "projects" and entry.parent is not None
        if (work_title := _titled_work(entry, orgs)) is not None:
            desc = next((ln.text for ln in entry.body if len(ln.text.split()) > 5), None)
            links = [u for ln in [entry.anchor, *entry.tail] for u in ln.links]
            profile.projects.append(Project(work_title, None, start, end, desc, links, ev))
            continue
        if (research := _research_title(entry, orgs, role, org_text)) is not None:
            desc = next((ln.text for ln in [*entry.tail, *entry.body] if len(ln.text.split()) > 5), None)
            org_name, at_id = (name or org_text, org_id) if role else (None, None)
            profile.projects.append(
                Project(research, org_name, start, end, desc, entry.anchor.links, ev, at_id)
            )
            if not role:
                continue  # the row's lines tell what was done there: no post
        row = [ln.text for ln in [*entry.head, entry.anchor, *entry.tail]]
        stated_title = quoted_title(row) or (
            named_title(row) or labelled_title([ln.text for ln in entry.body])
            if entry.kind == "projects"
            else None
        )
        if stated_title and entry.kind == "projects" and not nested_project:
            project_first = True  # a funded project's row: the role and organisation are the owner's in it
            org_text = role_org(row) or next((x[0] for x in map(org_by_layout, row[1:]) if x), None)
            name, org_id = resolve_written(orgs, org_text) if org_text else (None, None)
            role = role or "PI"
        # only a projects section's rows become projects here, and a titled row of a research or academic
        # experience section (or a dated one over whom its work was done with, "Lab, Supervisor: X"): a
        # roleless row elsewhere is far more often a break, a service line or a thesis title than a project
        if (entry.kind == "projects" and (entry.head or not role or nested_project or stated_title)) or (
            entry.kind == "experience"
            and ((project_first and entry.head) or (not role and not entry.head and _supervised_below(entry)))
            and _research_section(headings, entry)
        ):
            residual = residual_fields(entry.anchor, entry.dates)
            title = entry.head[0].text if entry.head else residual[0] if residual else ""
            written_title = title
            if entry.kind == "projects" and entry.parent is not None:
                title = (entry.parent.bold or [entry.parent.text])[0]  # "- **Name**" over its dated roles
            elif stated_title:
                title = stated_title
            elif not title and entry.tail:
                title = entry.tail[0].text  # "[ 2022 – now ]" then the project's name
            title = re.split(r"\s+[–—]\s+", title)[0] if len(title.split()) > 6 else title
            if org_text and title.endswith(f", {org_text}"):
                title = title[: -len(org_text) - 2]  # "Search rewrite, Initech": the org is no part of it
            award = not stated_title and is_funding_award(title)  # a fellowship is an award, not a project
            if (
                title
                and not re.search(r"https?:|www\.", title)
                and not is_course(entry, title)
                and not _no_project(title)
                and not award
                and not _paper_rows(entry)
            ):
                desc = next((ln.text for ln in entry.body if len(ln.text.split()) > 5), None)
                links = [u for ln in [*entry.head, entry.anchor, *entry.tail] for u in ln.links]
                org_name = None if nested_project else name or (org_text if org_text and role else None)
                if org_name is None and (at := trailing_org(orgs, written_title, profile)):
                    org_name, org_id = at  # "Name – what it is (Org)"
                profile.projects.append(
                    Project(project_name(title), org_name, start, end, desc, links, ev, org_id)
                )
            if stated_title and entry.kind == "projects":
                continue
        if entry.kind == "projects" and entry.parent is not None:
            continue  # "- **Project**" / "  - Committer (2019–2021)": a role in a project, not a job
        if entry.kind == "projects" and role and _INVESTIGATOR.match(role):
            continue  # "Co-investigator, Title, Org, 2022–2024": a grant held there, not a post
        if entry.kind != "experience" and (
            _grant_row(row)
            or (org_text and _GRANT_NAME.search(org_text or ""))
            or (entry.kind == "projects" and any(_MONEY.search(text) for text in row))
        ):
            # "Title, Funder (Co-Investigator, $75,000) 2019–2020": a grant; under Experience a
            # bracket "(PI)" or a "… Prize" fellowship still names a job
            continue
        supervised = _supervised_title(entry, role, org_text)
        if supervised and is_project_name(supervised):
            desc = next((ln.text for ln in entry.body if len(ln.text.split()) > 5), None)
            profile.projects.append(Project(supervised, name or org_text, start, end, desc, [], ev, org_id))
        if (role and org_text) or (not project_first and org_text):
            if entry.anchor.no not in postless:
                profile.affiliations.append(
                    Affiliation(name, org_text, org_id, unit, role, start, end, location, ev)
                )
                for again in more_ranges(entry.anchor.text, entry.dates):  # the same post held again later
                    profile.affiliations.append(
                        Affiliation(name, org_text, org_id, unit, role, again.start, again.end, location, ev)
                    )
                for other_role, later in role_ranges(entry.anchor.text, entry.dates, role):
                    profile.affiliations.append(
                        Affiliation(
                            name, org_text, org_id, unit, other_role, later.start, later.end, location, ev
                        )
                    )
                for other in tail_roles(entry, role) if entry.kind == "experience" else []:
                    profile.affiliations.append(
                        Affiliation(name, org_text, org_id, unit, other, start, end, location, ev)
                    )
            nested_projects(entry, name or org_text, org_id, profile)
            cited_projects(entry, name or org_text, org_id, profile)
            colon_projects(entry, name or org_text, org_id, profile)

    held_entries(held, profile)
    profile.affiliations = spanning_terms(profile.affiliations, terms_at)
    profile.affiliations = [
        a
        for a in profile.affiliations
        if not (
            a.role
            and (_SERVICE_ROLE.search(a.role) or PUPIL_ROLE.match(a.role) or _STUDENT_OFFICE.search(a.role))
        )
        and not _COURSE.match(a.org_text or "")
        and not (a.role and _SOCIETY_SEAT.search(a.role) and _names_society(a))
        # "Title    Aug 2019–present" over "Kestrel Lab  Supervisor: Ann Roe": no role, only whom the work
        # was done with; a titled piece of work or a lab visited, no post
        and not (not a.role and _SUPERVISED_BY.match(a.unit or ""))
    ]
    _labelled_projects(entries, profile)
    profile.affiliations = _yearly_runs(_without_restated(profile.affiliations))
    _undated_degrees(lines, entries, orgs, profile)
    _listed_degrees(lines, entries, orgs, profile)
    titled_projects(lines, profile, claimed)
    degree_projects(lines, profile)
    merge_restated(prose, profile)
    profile.affiliations = parent_held_elsewhere(orgs, profile.affiliations)
    profile.affiliations = [a for a in profile.affiliations if not _bare_academic_unit(a)]


def _titled_row(entry: Entry) -> bool:
    """The dated row states a short capitalised title and nothing else: no sentence, no head or tail
    ("2012–2015  Core Faculty in the Harbour Studies Programme").

    >>> _titled_row(Entry("experience", Line(2, "", "2012–2015  Core Faculty in the Harbour Programme"),
    ...                   find_date_ranges("2012–2015")[0]))
    True
    """
    if entry.head or entry.tail or entry.body:
        return False
    fields = residual_fields(entry.anchor, entry.dates)
    return (
        len(fields) == 1
        and 1 <= len(fields[0].split()) <= 10
        and fields[0][:1].isupper()
        and not reads_as_clause(fields[0])
    )


def _long_title_row(entry: Entry) -> bool:
    """The dated row states one job title, longer than a role field is read ("Materials Science &
    Engineering Undergraduate Research Assistant  May 2015 – Jan 2017"), details below it allowed.

    >>> row = Line(2, "", "Tide Gauge & Harbour Survey Undergraduate Research Assistant  2015 – 2017")
    >>> _long_title_row(Entry("experience", row, find_date_ranges(row.text)[0]))
    True
    """
    fields = residual_fields(entry.anchor, entry.dates)
    return (
        len(fields) == 1
        and 1 <= len(fields[0].split()) <= 10
        and fields[0][:1].isupper()
        and has_role(fields[0])
        and not reads_as_clause(fields[0])
    )


# what a date leaves of a bracket around it ("Hooli (Jul – Aug 2013 & 2014)" reads "Hooli ( , & 2014)")
_DATE_RESIDUE = re.compile(r"\s*\([^A-Za-z()]*\)?\s*$")


def _led_by_name(entry: Entry, org_text: str | None) -> bool:
    """The dated row opens with its own organisation and states no role ("Hooli (Jul – Aug 2017)" over
    "Web Developer Intern"): a new employer, not a unit of the company heading above.

    >>> row = Line(2, "", "Quillon Data (Jul – Aug 2017)")
    >>> _led_by_name(Entry("experience", row, find_date_ranges(row.text)[0]), "Quillon Data")
    True
    >>> row = Line(2, "", "Analyst, Tide Unit, 2019 – 2021")
    >>> _led_by_name(Entry("experience", row, find_date_ranges(row.text)[0]), "Tide Unit")
    False
    """
    fields = residual_fields(entry.anchor, entry.dates)
    return bool(org_text and fields and fields[0].startswith(org_text) and not has_role(fields[0]))


def _titled_below(entry: Entry) -> bool:
    """True when an experience row's own line is followed by a job title alone: "Initrode | 2019 – 2021"
    over "Data Science Intern" names the employer in the row, whatever the gazetteer knows of it.

    >>> below = Line(2, "Data Science Intern", "Data Science Intern", kind="experience")
    >>> row = Line(1, "Initrode | 2019 – 2021", "Initrode | 2019 – 2021", kind="experience")
    >>> _titled_below(Entry("experience", row, find_date_ranges(row.text)[0], body=[below]))
    True

    The row may be its dates alone, with the employer's line under them ("Apr – Jul 2019" over
    "Initrode, Paris" over "Research assistant"), and the title a short bullet of its own ("Initrode,
    Paris – 2019 to 2020" over "• Junior Engineer"), as a CV page's HTML blocks lay them out:

    >>> row, org = Line(1, "Apr – Jul 2019", "Apr – Jul 2019"), Line(2, "Initrode, Paris", "Initrode, Paris")
    >>> _titled_below(Entry("experience", row, find_date_ranges(row.text)[0], tail=[org, below]))
    True
    >>> title = Line(3, "• Junior Engineer", "Junior Engineer", bullet=True)
    >>> _titled_below(Entry("experience", row, find_date_ranges(row.text)[0], tail=[org], body=[title]))
    True
    """
    if entry.kind != "experience" or entry.head:
        return False
    fields, under = residual_fields(entry.anchor, entry.dates), [*entry.tail, *entry.body]
    if not fields and entry.tail and not entry.tail[0].bullet:
        fields, under = [entry.tail[0].text], under[1:]  # the dates' own line, the employer's line below
    below = next(iter(under), None)
    return (
        len(fields) == 1
        and below is not None
        and (not below.bullet or (len(below.text.split()) <= 5 and not below.text.endswith(".")))
        and not below.heading
        and len(below.text.split()) <= 12
        and has_role(below.text)
        and not find_date_ranges(below.text)
    )


def _postless_sections(lines: list[Line], entries: list[Entry]) -> set[int]:
    """Anchor lines of the entries under a heading of unknown kind none of whose entries reads as a post.

    A heading the classifier does not know may stand over a career list or over anything else with
    years (training, talks, drafts). When not one of its dated entries names a role over a span of
    dates ("Analyst, Org, 2019–2021"), its organisations are places and not posts ("Org, 2021"):

    >>> from talentgraph.extract.sections import split_lines
    >>> lines = split_lines(["# Quux", "", "- Kestrel University, 2021 – 2022", "", "# Zork", "",
    ...                      "- Analyst, Initech, 2019 – 2021", "- Kestrel University, 2022"])
    >>> sorted(_postless_sections(lines, segment(lines)))
    [3]
    """
    heads = [ln.no for ln in lines if ln.heading]  # in line order
    sections: dict[int, list[Entry]] = {}
    for entry in entries:
        above = bisect_left(heads, entry.anchor.no)  # the headings before the entry's line
        if entry.kind is None and not entry.prose and above:
            sections.setdefault(heads[above - 1], []).append(entry)
    return {
        e.anchor.no
        for group in sections.values()
        if not any(
            e.dates.is_range and any(has_role(ln.text) for ln in [*e.head, e.anchor, *e.tail]) for e in group
        )
        for e in group
    }


# a talk or a review given somewhere is no post there: "Guest Lecturer", "Invited speaker", "Reviewer"
_SERVICE_ROLE = re.compile(
    r"^(?:guest|invited)\s+(?:lecturer|speaker|lecture|talk|presenter)s?\b|^(?:ad[\s-]hoc\s+)?(?:reviewer|referee)s?\b",
    re.I,
)


# an office students hold in a class, a council or a society: "Student Representative", "Class President",
# "Graduate Student Representative", "GradSWE New Student Chair" (service; "Sales Representative" is a job)
_STUDENT_OFFICE = re.compile(
    r"\b(?:students?|class|graduate|undergraduate|doctoral|Ph\.?\s?D\.?)\s+(?:students?\s+)?"
    r"(?:representative|(?:vice[\s-]|co-?)?president|(?:co-?)?chair|senator|treasurer|secretary|officer)s?\b",
    re.I,
)


# a society or an association an office or a membership is held in: "Co-President, Society of Widget
# Engineers", "Member, Kestrel Postgraduate Association" (a "Research Fellow" or a job held there stays)
_SOCIETY = re.compile(r"\b(?:society|association)\b(?!\s+(?:agency|bank|hospital))", re.I)
_SOCIETY_SEAT = re.compile(
    r"\b(?:(?:vice[\s-]|co-?)?president|(?:co-?)?chair(?:man|woman|person)?|treasurer|secretary|officer|member|"
    r"(?:co-?)?founder)s?\b",
    re.I,
)


def _names_society(aff: Affiliation) -> bool:
    """The post's organisation, or the line that states its role, names a society or an association:
    "President, Kestrel Association for Women in Tides    2019 – 2020" under a university's heading is
    the society's office.

    >>> office = Affiliation(org_text="Kestrel University", role="President")
    >>> _names_society(replace(office, evidence=Evidence(4, "President, Kestrel Association")))
    True
    >>> _names_society(replace(office, evidence=Evidence(4, "President, Kestrel University")))
    False
    """
    line = aff.evidence.text if aff.evidence else ""
    stated = bool(aff.role) and str(aff.role).lower() in line.lower()
    return _SOCIETY.search(aff.org_text or "") is not None or (stated and _SOCIETY.search(line) is not None)


# a course taught or taken is no organisation: "GEOG 210: Field Methods", "Introduction to Statistics" (a
# lab's code and number, "UMR 1234 (CNRS)", is one)
_COURSE = re.compile(
    r"^(?:[A-Z]{2,5}[ -]?\d{2,4}[A-Z]?\s*[:.–-]?\s+[A-Z][a-z]|(?i:(?:an?\s+)?(?:introduction|intro|principles|fundamentals|"
    r"(?:special\s+)?topics|elements)\s+(?:to|of|in)\s))"
)


# the roles a researcher holds in a grant or funded project ("PI", "Co-I", "Principal Investigator")
_INVESTIGATOR = re.compile(
    r"^(?:(?:co|lead|sole|site|project)[\s-]?)?(?:PI|I|investigator|principal\s+investigator|applicant|"
    r"co[\s-]?PI|co[\s-]?applicant|co[\s-]?investigator|grantee|recipient)\b",
    re.I,
)


# the bracket a grant's row gives its holder's role or sum in: "(Co-Investigator, $75,000)", "(PI)",
# "(€8000)"; "(PI: Ada Lane)" names the head of a lab the owner worked in and stays a post
_GRANT_BRACKET = re.compile(
    r"\((?:[^()]*[,;]\s*)?(?:(?:co|lead|sole|site)[\s-]?)?(?:PI|principal\s+investigator|investigator|"
    r"co[\s-]?PI|co[\s-]?I|applicant|co[\s-]?applicant)\s*(?:[,;)]|$)"
    r"|\([^()]*?(?:[$€£¥]\s?\d|\b(?:USD|EUR|GBP|CHF)\s?\d)[^()]*\)",
    re.I,
)


# a sum of money: under Grants or Funding, a row that states one is a grant, not a post
# ("Dates and Amount: 7/1/17 – 6/30/19, $400,000" under "Role: Co-Principal Investigator")
_MONEY = re.compile(r"[$€£¥]\s?\d|\b(?:USD|EUR|GBP|CHF)\s?\d")


# an "organisation" named as a grant or an honour: "Project lead, Kestrel Innovation Grant, 2016–2019"
_GRANT_NAME = re.compile(r"\b(?:grant|grants|award|awards|sub-?award|scholarship|prize)$", re.I)


def _grant_row(row: list[str]) -> bool:
    """A dated row that states a grant: a bracket holding the owner's grant role or a sum of money.

    >>> _grant_row(["Seed Award, Kestrel Foundation (Co-Investigator, $12,500)    2019-2020"])
    True
    >>> _grant_row(["Widget Fund, Hooli (€4000)  2021"]), _grant_row(["Research Assistant, Kestrel Lab (PI: Ada Lane)"])
    (True, False)
    """
    return any(_GRANT_BRACKET.search(text) for text in row)


# "PhD research fellow", "internship for PhD students": a job, no degree earned ("PhD researcher" is
# how some CVs name doctoral studies: it stays a degree)
# a piece of work done for a degree ("Master's Capstone Project", "PhD thesis work"), named as such
_DEGREE_WORK = re.compile(r"\b(?:capstone|project|thesis|dissertation|coursework)\b", re.I)
_DEGREE_AS_ROLE = re.compile(
    r"\b(?:Ph\.?\s?D\.?|doctoral|post-?graduate)\s+(?:research\s+(?:fellow|assistant|scientist)|"
    r"fellow|intern|position|scholar)\b|\bfor\s+(?:Ph\.?\s?D\.?|doctoral|master'?s|graduate|undergraduate)\s+students\b",
    re.I,
)


# "PI: Ann Roe, MD, PhD", "Advisor: Ann Roe, PhD": the degrees are the named person's, not the owner's
_NAMED_PERSON = re.compile(
    r"\b(?:(?:Co-?)?PIs?|[Aa]dvisors?|[Ss]upervisors?|[Mm]entors?|[Hh]osts?)\s*:\s*[^|;]*"
)


# "Ocean Physics (B.Sc. level)", "Tutor for B.Sc. seminar", "Teaching in the Data Science Master
# program": the degree is the level of what the owner taught, not a study
_TAUGHT_LEVEL = re.compile(
    r"\(?\b[\w.]+\s+level\b\)?|\bfor\s+[\w.]+\s+(?:seminars?|class(?:es)?|courses?|lectures?|tutorials?)\b"
    r"|\b(?:teach\w*|taught|tutor\w*|lectur\w*|instructor)\b[^|;]*?\bprogram(?:me)?s?\b",
    re.I,
)


_SUPERVISED_BY = re.compile(
    r"^(?:(?:field|project|research)\s+)?(?:supervisors?|advisors?|mentors?|leaders?|PIs?)\s*:\s*\S", re.I
)


def _supervised_title(entry: Entry, role: str | None, org_text: str | None) -> str | None:
    """The title a CV row gives its work when the row under it names whom it was done with instead of
    a role ("Tide Mapping of the North Shore | Kestrel Lab, Shoreville" over "SUPERVISOR: ANN ROE
    May – Aug. 2013"): a project, whatever post it was done in.

    >>> from talentgraph.extract.sections import split_lines
    >>> from talentgraph.extract.entries import segment
    >>> lines = split_lines(["Research Internships", "Tide Mapping of the North Shore    Kestrel Lab, Shoreville",
    ...     "SUPERVISOR: ANN ROE    May – Aug. 2013", "• Mapped tides"])
    >>> _supervised_title(segment(lines)[0], None, "Kestrel Lab")
    'Tide Mapping of the North Shore'
    """
    if role or not entry.head or not _SUPERVISED_BY.match(entry.anchor.text):
        return None
    title = entry.head[0].text.split(" | ")[0].strip(" ,;")
    if org_text and title.endswith(org_text):
        title = title[: -len(org_text)].strip(" ,;|")
    if (
        len(title.split()) < 3
        or not title[:1].isupper()
        or title.isupper()
        or looks_like_org(title)
        or has_role(title)
        or find_degree(title)
        or is_location(title)
        or find_date_ranges(title)
    ):
        return None
    return title


def _earned_degree(text: str) -> tuple[str, str | None] | None:
    """find_degree, except for a degree word that is part of a job title, names whom a post was for or
    follows the name of a person the row names.

    >>> _earned_degree("PhD research fellow in Mass Spectrometry") is None
    True
    >>> _earned_degree("Professional Internship for PhD students (PIPS)") is None
    True
    >>> _earned_degree("PhD in Chemistry, Kestrel University")
    ('Ph.D.', 'Chemistry')
    >>> _earned_degree("Tide Risk Prediction | PI: Ann Roe, MD, PhD | 2020-2021") is None
    True
    >>> _earned_degree("Course title: Widget Dynamics (M.Sc. level)"), _earned_degree("Tutor for B.Sc. seminar")
    (None, None)
    """
    return find_degree(_NAMED_PERSON.sub(" ", _DEGREE_AS_ROLE.sub(" ", _TAUGHT_LEVEL.sub(" ", text))))


def _stated_org(
    orgs: OrgGazetteer, stated: dict[str, str], org_text: str | None, unit: str | None
) -> tuple[str | None, str | None]:
    """(org, unit) once the entry's labelled lines are read: a labelled organisation that names a part
    ("Affiliation: Center for Widgets") under a row naming a whole one ("Kestrel University, Lab X")
    is a unit of that one, not the employer.

    >>> _stated_org(OrgGazetteer([]), {"org": "Center for Widgets"}, "Kestrel University", None)
    ('Kestrel University', 'Center for Widgets')
    >>> _stated_org(OrgGazetteer([]), {"org": "Hooli"}, "Kestrel University", None)
    ('Hooli', None)
    """
    said = stated.get("org")
    if (
        said
        and org_text
        and said != org_text
        and UNIT_WORD.search(said)
        and not orgs.lookup(said)
        and not UNIT_WORD.search(org_text)
        and (orgs.lookup(org_text) or looks_like_org(org_text))
    ):
        return org_text, stated.get("unit", said)
    return stated.get("org", org_text), stated.get("unit", unit)


def _stated_degree(entry: Entry) -> str | None:
    """The value of a "Degree: …" line of the entry."""
    for ln in [*entry.head, *entry.tail]:
        found = field_label(ln.text)
        if found and found[0] == "degree":
            return found[1]
    return None


def _stacked_degrees(
    entry: Entry, degree: tuple[str, str | None], others: frozenset[int] | set[int] = frozenset()
) -> list[tuple[Line, tuple[str, str | None]]]:
    """Further degrees a study's entry states on lines of their own under its dated line, without
    dates or a school ("Ph.D., History, Kestrel University  2014–now" / "Certificate in Digital Arts"):
    earned at the same school.

    >>> from talentgraph.extract.entries import segment
    >>> from talentgraph.extract.sections import split_lines
    >>> lines = split_lines(["Education", "2014 – 2020 Ph.D., History, Kestrel University", "Certificate in Widget Studies",
    ...                      "Dissertation: On widgets"])
    >>> [(ln.no, d) for ln, d in _stacked_degrees(segment(lines)[0], ("Ph.D.", "History"))]
    [(3, ('Certificate', 'Widget Studies'))]
    """
    found = []
    for ln in [*entry.tail, *entry.body][:3]:
        text = ln.text
        if len(text.split()) > 8 or find_date_ranges(text) or field_label(text) or ln.no in others:
            continue  # ``others``: lines that state the degree of a study below (see degree_over_school)
        if not (_degree_first(text) or degree_in_field(text)):  # "Certificate in A, B and C Studies"
            continue
        more = find_degree(text)
        if more and more != degree and not any(looks_like_org(p) for p in split_pieces(text)[1:]):
            found.append((ln, more))
    return found


#: a first field that opens with a possessive or an article is a sentence about a degree, not one
_OWN = re.compile(r"^(?:my|our|his|her|their|the|a|an)\b", re.I)


def _degree_first(text: str) -> bool:
    """A line that opens with a degree as its first field ("Doctor of Philosophy, School of X  City").

    >>> _degree_first("Master of Science, School of Natural Resources & Environment    Tucson AZ")
    True
    >>> _degree_first("My PhD, in the group of A. Roe, was on tides and their effect on the coast")
    False
    """
    first = re.split(r"\s*[,|–—]\s*|\s{2,}", text.strip(), maxsplit=1)[0]
    opening = leading_degree(first)
    if opening and re.match(r"\s+in\s+[A-Z]", first[opening.end() :]) and find_degree(first) is not None:
        return True  # "M.S. in Widgetry with a specialization in Gadgets (GPA: 3.8)": a long field
    return len(first.split()) <= 5 and not _OWN.match(first) and find_degree(first) is not None


def _teaching_post(
    entry: Entry,
    texts: list[str],
    orgs: OrgGazetteer,
    dates: tuple[str | None, str | None],
    ev: Evidence,
    lines: list[Line] | None = None,
) -> list[Affiliation]:
    """The post a teaching entry states: a job title and an organisation the gazetteer knows or whose
    name says it is one; a course with its school alone states none. A job title under a school's
    line ("Kestrel University, Oslo" over "**Lecturer, Widget Design** 2021") is a post there.

    >>> from talentgraph.extract.sections import split_lines
    >>> lines = split_lines(["## Teaching", "2024    Kestrel University, Lecturer - Programming",
    ...                      "2020    Statistics I (BSc), Kestrel University"])
    >>> p = Profile(source="x")
    >>> build(lines, OrgGazetteer([]), p)
    >>> [(a.org_text, a.role, a.start) for a in p.affiliations]
    [('Kestrel University', 'Lecturer', '2024')]
    """
    org_text, unit = org_of(entry, texts, orgs, education=False)
    role = restore_names(role_of(texts, org_text))
    org_text = restore_names(org_text)
    if role and not (org_text and (orgs.find(org_text) or looks_like_org(org_text))):
        org_text, unit = _school_above(lines or [], entry, orgs), None
    elif role and org_text and not orgs.find(org_text) and UNIT_WORD.search(org_text):
        school = _school_above(lines or [], entry, orgs)  # "Teaching Assistant, Gadget Lab" under it
        org_text, unit = (school, org_text) if school else (org_text, unit)
    if not role or not org_text:
        return []
    if find_degree(role) or not role[:1].isupper():
        return []  # "4 MSc student dissertations supervised": students taught, not a post
    name, org_id = resolve_written(orgs, org_text)
    return [Affiliation(name, org_text, org_id, restore_names(unit), role, *dates, None, ev)]


# a unit of an institution written without it: "Department of Linguistics", "Faculty of Law"
_BARE_UNIT = re.compile(
    r"^(?:the\s+)?(?:department|dept\.?|faculty|school|division|college)\s+of\s+[^,;()]+$", re.I
)


def _bare_academic_unit(aff: Affiliation) -> bool:
    """A post whose organisation is only a department of a field of study, its institution unwritten
    ("Department of Tidal Physics"): a unit of somewhere unknown. A body of government keeps its post
    ("Department of Energy", "Department of Education": no field-of-study head, or a shared one).

    >>> _bare_academic_unit(Affiliation(None, "Department of Tidal Physics", None, None, "Lecturer", None, None, None, None))
    True
    >>> _bare_academic_unit(Affiliation(None, "Department of Energy", None, None, "Analyst", None, None, None, None))
    False
    """
    written = aff.org_text or ""
    if aff.org_id or not _BARE_UNIT.match(written):
        return False
    last = written.split()[-1].lower()
    return last != "education" and last in role_words("name_field_heads")


def _school_after(texts: list[str], unit: str, orgs: OrgGazetteer) -> str | None:
    """The institution written right after a bare unit in an entry's line, past further units.

    >>> _school_after(["Tutor at the Department of Widgets, Faculty of Arts, Kestrel University, Oslo"],
    ...               "Department of Widgets", OrgGazetteer([]))  # type: ignore[arg-type]
    'Kestrel University'
    >>> _school_after(["Tutor at the Department of Widgets, Oslo"], "Department of Widgets", OrgGazetteer([]))  # type: ignore[arg-type]
    """
    for text in texts:
        written = restore_names(text) or ""
        at = written.find(unit)
        if at < 0:
            continue
        for piece in split_pieces(written[at + len(unit) :].lstrip(" ,;")):
            if _BARE_UNIT.match(piece) or names_unit(piece):
                continue  # "Faculty of Arts" between the department and its school
            if (orgs.lookup(piece) or looks_like_org(piece)) and not has_role(piece):
                return piece
            return None
    return None


#: a school's name with its unit run on ("UCLA Department of Geography"): the name, then the unit
_RUN_IN_UNIT = re.compile(r"^(\S.*?)\s+(?:department|dept\.|school|faculty|division)\s+of\s+\S", re.I)


def _school_above(lines: list[Line], entry: Entry, orgs: OrgGazetteer) -> str | None:
    """The organisation an undated line above ``entry`` in its section names alone (with its place),
    over the entries that follow it; the lines of those entries are passed over.

    >>> lines = [Line(1, "", "Teaching", heading=True), Line(2, "", "Kestrel University, Oslo"),
    ...          Line(3, "", "Lecturer, Statistics I (2019)"), Line(4, "", "Tutor, Statistics II (2020)")]
    >>> _school_above(lines, Entry("teaching", lines[3], None), OrgGazetteer([]))  # type: ignore[arg-type]
    'Kestrel University'
    >>> lines[1] = Line(2, "", "Kestrel University, Department of Geology")
    >>> _school_above(lines, Entry("teaching", lines[3], None), OrgGazetteer([]))  # type: ignore[arg-type]
    'Kestrel University'
    >>> lines[1] = Line(2, "", "Department of Geology, Kestrel University")
    >>> _school_above(lines, Entry("teaching", lines[3], None), OrgGazetteer([]))  # type: ignore[arg-type]
    'Kestrel University'
    >>> lines[1] = Line(2, "", "Kestrel University | 2021 – Present")  # a dated row of the name alone
    >>> _school_above(lines, Entry("teaching", lines[3], None), OrgGazetteer([]))  # type: ignore[arg-type]
    'Kestrel University'
    """
    below: Line | None = None  # the line under the one looked at
    for ln in reversed([ln for ln in lines if ln.no < entry.anchor.no]):
        if ln.heading:
            return None
        # "Kestrel University | Oslo, Norway", "Kestrel University | 2021 – Present": the name's column
        text = ln.text.split(" | ")[0]
        if ln.skip or not ln.text:
            continue
        under, below = below, ln
        if ln.bullet or find_date_ranges(text) or len(text.split()) > 8:
            continue
        if (label := field_label(ln.text)) and label[0] == "detail":
            continue  # "Thesis: Widget Systems", "Advisor: A. Roe": a detail of the entry above, no school
        whole = split_location(text)[0] or text
        if orgs.lookup(whole) and not has_role(whole):
            return whole  # "University of California, Davis": a name with a comma in it
        first = split_pieces(whole)
        if len(first) == 1 and (run := _RUN_IN_UNIT.match(whole)) and orgs.lookup(run[1]):
            return run[1]  # "Kestrel University Department of Geology": the unit run on without a comma
        parts = all(names_unit(piece) and not has_role(piece) for piece in first[1:])  # "X, Department of Y"
        if first and parts and (orgs.lookup(first[0]) or looks_like_org(first[0])) and not has_role(first[0]):
            return first[0]
        # "Department of Y, X" over dated rows; a line under its own rows' dates closes another block
        units = all(names_unit(piece) and not has_role(piece) for piece in first[:-1])
        last = first[-1] if len(first) > 1 else ""
        dated_under = under is not None and bool(find_date_ranges(under.text))
        if units and dated_under and not names_unit(last) and (orgs.lookup(last) or looks_like_org(last)):
            return last if not has_role(last) else None
    return None


def _school_of_stack(lines: list[Line], entry: Entry, orgs: OrgGazetteer) -> str | None:
    """The school a degree line names none of stands under or over: degree lines stacked under the
    school's line ("Kestrel University, Oslo" / "Ph.D., Physics, 2015" / "B.A., Physics, 2011"), or
    over it when the section opens with a degree line ("Ph.D. in X    2020" / "M.S. in X    2016" /
    "Kestrel University, Oslo").

    >>> from talentgraph.extract.sections import split_lines
    >>> lines = split_lines(["## Education", "Ph.D. in Widget Studies    June 2020", "M.S. in Widgets    May 2016",
    ...                      "Kestrel University, Oslo, Norway    GPA: 4.0", "B.S. in Physics, Summa Cum Laude    May 2014",
    ...                      "B.A. in Music    May 2014", "Lakeside College, Bergen, Norway"])
    >>> p = Profile(source="x")
    >>> build(lines, OrgGazetteer([]), p)
    >>> [(e.institution_text, e.degree) for e in p.education]
    [('Kestrel University', 'Ph.D.'), ('Kestrel University', 'M.S.'), ('Lakeside College', 'B.S.'), ('Lakeside College', 'B.A.')]
    """
    at = next(i for i, ln in enumerate(lines) if ln is entry.anchor)
    top = next((i for i in range(at, -1, -1) if lines[i].heading), -1)
    first = next((ln for ln in lines[top + 1 : at + 1] if ln.text and not ln.skip), None)
    if first is None or not find_degree(first.text):
        return _school_above(lines, entry, orgs)
    for ln in lines[at + 1 :]:
        if ln.heading:
            return None
        if ln.skip or not ln.text or find_degree(ln.text):
            continue
        name = split_pieces(split_location(ln.text.split("    ")[0])[0] or ln.text)[:1]
        if name and (orgs.lookup(name[0]) or looks_like_org(name[0])) and not has_role(name[0]):
            return restore_names(name[0])
        return None
    return None


def _group_org(lines: list[Line], entry: Entry, orgs: OrgGazetteer) -> str | None:
    """The organisation a list of dated bullets stands under ("**Kestrel University**, Boston, MA" over
    "- Ph.D. in Physics, 2015 – 2020" and "- B.S. in Mathematics, 2011 – 2015"; "### Hooli" over roles).

    >>> from talentgraph.extract.sections import split_lines
    >>> lines = split_lines(["## Education", "**Kestrel University**, Boston, MA", "- Ph.D. in Physics, 2015 – 2020",
    ...                      "- B.S. in Mathematics, 2011 – 2015"])
    >>> p = Profile(source="x")
    >>> build(lines, OrgGazetteer([]), p)
    >>> [(e.institution_text, e.degree) for e in p.education]
    [('Kestrel University', 'Ph.D.'), ('Kestrel University', 'B.S.')]
    """
    anchor = entry.anchor
    if not anchor.bullet and not anchor.indent:
        return None  # only a list (or an indented block) stands under a line
    before = [ln for ln in lines if ln.no < anchor.no and not ln.skip and ln.text]
    for ln in reversed(before):
        if ln.heading:
            return None
        if ln.indent > anchor.indent:
            continue  # a detail under an entry above
        if ln.bullet == anchor.bullet and ln.indent == anchor.indent:
            if not find_degree(ln.text) and not find_date_ranges(ln.text):
                return None  # another list than the dated one
            continue  # the dated entries above this one
        if ln.bullet or find_date_ranges(ln.text) or find_degree(ln.text):
            return None
        name = split_pieces(body_text(orgs, ln.text))[:1]
        titled = name and (name[0] in ln.bold or ln.raw.lstrip().startswith("#"))  # bold, or a sub-heading
        if name and (orgs.find(name[0]) or looks_like_org(name[0]) or titled) and not has_role(name[0]):
            return restore_names(name[0])
        return None
    return None


_HONOUR = re.compile(r"\b(?:award|fellowship|scholarship|prize|medal|studentship)s?$", re.I)


# a row that names its entry a paper or a thesis: "Job Market Paper.", "Working paper with Ann Roe",
# "Master's thesis, supervised by …", or its co-authors "with A. Roe & B. Poe."
_PAPER_NOTE = re.compile(
    r"^(?i:(?:job\s+market|working|discussion|conference|journal)\s+paper\b"
    r"|(?:master|bachelor|doctoral|ph\.?\s?d\.?|honou?rs)['’]?s?\s+(?:thesis|dissertation)\b)"
    r"|^with\s+(?:[A-Z]\.\s?)+[A-Z][\w'’-]+(?:\s+[A-Z][\w'’-]+)?\s*(?:[,&.]|and\b|$)"
)


def _paper_rows(entry: Entry) -> bool:
    """The rows of ``entry`` (its head, dated row and tail) name it a paper or a thesis, not a project
    (GUIDE: papers, working papers and theses are no projects).

    >>> from talentgraph.extract.sections import split_lines
    >>> rows = split_lines(["## Research", "“Tide Memory in Estuaries”    2020", "with A. Roe & B. Poe."])
    >>> _paper_rows(segment(rows)[0])
    True
    >>> _paper_rows(segment(split_lines(["## Projects", "Tide Maps    2020", "with the Kestrel Trust"]))[0])
    False
    """
    return any(_PAPER_NOTE.match(ln.text) for ln in [*entry.head, entry.anchor, *entry.tail])


_RESEARCH_HEADING = re.compile(r"\b(?:research|academic)\b", re.I)


_SUPERVISED_AT = re.compile(r"\b(?:supervisors?|advisors?|mentors?|PIs?)\s*:\s*\S", re.I)
_THESIS_ROW = re.compile(r"\b(?:thes[ie]s|dissertations?)\b", re.I)


def _supervised_below(entry: Entry) -> bool:
    """The line under a dated row names whom its work was done with ("Kestrel Lab, Supervisor: Ann Roe"):
    the row's own text is the title of that work.

    >>> from talentgraph.extract.sections import split_lines
    >>> rows = split_lines(["## Research Experience", "Aug 2019 - present | Tide Memory in Estuaries",
    ...     "Kestrel Lab, Supervisor: Prof. Ann Roe", "- Mapped tides"])
    >>> _supervised_below(segment(rows)[0])
    True
    >>> rows = split_lines(["## Research Experience", "Senior Honors Thesis, Kestrel College  2017 - 2018",
    ...     "Advisor: Dr. Ann Roe"])
    >>> _supervised_below(segment(rows)[0])
    False
    """
    below = [*entry.tail, *entry.body][:1]
    if not below or _THESIS_ROW.search(entry.anchor.text):
        return False  # a thesis and its advisor: the thesis is no project (GUIDE)
    return _SUPERVISED_AT.search(below[0].text) is not None


def _research_section(headings: list[Line], entry: Entry) -> bool:
    """The last of the document's ``headings`` above ``entry`` names research or academic experience
    ("Academic Experience", "Research Experience"), where a titled row with no role is a research project.

    >>> from talentgraph.extract.sections import split_lines
    >>> rows = split_lines(["## Academic Experience", "Tide Memory in Estuaries", "04/2021 - 10/2021"])
    >>> _research_section([ln for ln in rows if ln.heading], segment(rows)[0])
    True
    >>> rows = split_lines(["## Work Experience", "Career Break", "04/2021 - 10/2021"])
    >>> _research_section([ln for ln in rows if ln.heading], segment(rows)[0])
    False
    """
    above = bisect_left(headings, entry.anchor.no, key=lambda ln: ln.no)  # a log-time look-up per row
    return above > 0 and _RESEARCH_HEADING.search(headings[above - 1].text) is not None


def _titled_work(entry: Entry, orgs: OrgGazetteer, kind: str = "projects") -> str | None:
    """The title a dated row of a projects section states alone, over rows of its details: the
    project, whatever role or client those rows name ("Tide Maps for Harbours (1/24–6/24)" over
    "Capstone Project | Role: Data Manager | Client: Kestrel Port"). None for other rows.

    >>> from talentgraph.extract.sections import split_lines
    >>> lines = split_lines(["## Projects", "Tide Maps for Small Harbours (1/24–6/24)",
    ...     "Capstone Project | Role: Data Manager | Client: Kestrel Port", "- Built a model"])
    >>> _titled_work(segment(lines)[0], OrgGazetteer([]))
    'Tide Maps for Small Harbours'
    >>> _titled_work(segment(split_lines(["## Projects", "2021-2022  Tide Modelling Studio",
    ...     "Teaching Assistant"]))[0], OrgGazetteer([])) is None
    True
    """
    below = entry.tail or (entry.body if kind == "experience" else [])
    if entry.kind != kind or entry.parent is not None or entry.head or not below:
        return None
    if _paper_rows(entry):
        return None
    if has_role(below[0].text) and len(below[0].text.split()) <= 4:
        return None  # "2022  Tide Modelling" over "Teaching Assistant": a course and the post in it
    residual = residual_fields(entry.anchor, entry.dates)
    if len(residual) != 1 or len(residual[0].split()) < 3:
        return None
    title = residual[0]
    if has_role(title) or looks_like_org(title) or resolve_written(orgs, title)[1] is not None:
        return None
    if looks_like_org(title.split(", ")[0]):
        return None  # "Kestrel Ocean Institute, Bergen": an employer and its town
    title = re.sub(r"\s*\([^()]*,[^()]*\)$", "", title).strip(' .;,“”"')  # "(STRI, Panama)": its place
    return title if is_project_name(title) else None


# a row of what was done, in a sentence: "Developed a framework …", "As an undergraduate assistant, I …"
_DONE_ROW = re.compile(r"^(?:[A-Z][a-z]+(?:ed|ing)|I|We|As|At|With)\s+(?:\S+\s+){6,}")


def _research_title(entry: Entry, orgs: OrgGazetteer, role: str | None, org_text: str | None) -> str | None:
    """A dated row of an experience section that states only a title, over the post it was done in
    ("Tide Memory in Estuaries  2019–2021" over "Postdoctoral researcher - Kestrel Lab") or over
    sentences of what was done ("Developed a framework …"): that research project's title.

    >>> from talentgraph.extract.sections import split_lines
    >>> rows = split_lines(["## Research Experience", "Tide Memory in Northern Estuaries    2021–2023",
    ...     "Investigated how the tides of the north shape the silt of the estuaries over years."])
    >>> _research_title(segment(rows)[0], OrgGazetteer([]), None, None)
    'Tide Memory in Northern Estuaries'
    """
    title = _titled_work(entry, orgs, kind="experience")
    if title is None or any(looks_like_org(part) or has_role(part) for part in title.split(", ")[1:]):
        return None  # "Records Clerk, Town of Kestrel": a post at a body, not a title
    if role and org_text:
        return title
    below = entry.tail or entry.body
    # an unmarked sentence: under a post's title, a list of bullets says what was done in that post
    return title if not role and not below[0].bullet and _DONE_ROW.match(below[0].text) else None


def _no_project(title: str) -> bool:
    """A project-shaped row that is an honour ("Kestrel Summer Research Fellowship ($5,000)") or a
    person with their place ("Ada Lane (Kestrel University, Graduate researcher)"), not a project.

    >>> _no_project("Kestrel Postdoctoral Award ($50,000), PI"), _no_project("Ada Lane (Hooli, intern)")
    (True, True)
    >>> _no_project("Role: Co-Investigator"), _no_project("Tiller: A Tide Model")
    (True, False)
    >>> _no_project("Tiller (Hooli)"), _no_project("Grant-free access protocols")
    (False, False)
    """
    from .people import looks_like_person

    bare = re.sub(r"\s*\([^()]*\)", "", title).strip()
    bare = re.sub(r",\s*(?:PI|Co-PI|co-investigator|investigator)$", "", bare, flags=re.I).strip(" ,.")
    if _HONOUR.search(bare):
        return True
    if (label := re.match(r"^([^:]{2,30}):\s", title)) and is_label(label.group(1)):
        return True  # "Role: Principal Investigator" under a grant's row: a field of the row, not its name
    paren = re.match(r"^([^()]{3,40}?)\s*\(([^()]*,[^()]*)\)", title)
    return bool(paren and looks_like_person(paren.group(1)) and has_role(paren.group(2)))


_PROJECT_LABEL = re.compile(r"^(?:project|proposal|project title|research project)\s*:\s*(\S.{2,150})$", re.I)


def _project_labels(entry: Entry) -> list[tuple[str, Line]]:
    """Project names an entry's lines state with a label ("- Project: Tiller", "• Proposal: …")."""
    found = []
    for ln in [*entry.tail, *entry.body]:
        m = _PROJECT_LABEL.match(ln.text)
        if m:
            found.append((m.group(1).strip(" ."), ln))
    return found


def _labelled_projects(entries: list[Entry], profile: Profile) -> None:
    """Each "Project: Name" line of an entry is a project, with the entry's dates and the organisation
    of the post read from it.

    >>> from talentgraph.extract.sections import split_lines
    >>> lines = split_lines(["Experience", "2020.09 – 2021.06 Robotics Lab at Kestrel University, Research Assistant",
    ...                      "- Project: Bronchoscope Robot for Lung Biopsy", "- Supervisor: Prof. A B"])
    >>> p = Profile(source="x")
    >>> build(lines, OrgGazetteer([]), p)
    >>> [(x.name, x.org, x.start, x.end) for x in p.projects]
    [('Bronchoscope Robot for Lung Biopsy', 'Kestrel University', '2020-09', '2021-06')]
    """
    at_line = {a.evidence.line: a for a in profile.affiliations if a.evidence is not None}
    names = {x.name.lower() for x in profile.projects}
    for entry in entries:
        aff = at_line.get(entry.anchor.no)
        start, end = entry.dates.start, entry.dates.end or entry.dates.start
        for title, ln in _project_labels(entry):
            if title.lower() in names:
                continue
            names.add(title.lower())
            org = (aff.org or aff.org_text) if aff else None
            ev = Evidence(ln.no, ln.raw.strip())
            profile.projects.append(
                Project(title, org, start, end, None, ln.links, ev, aff.org_id if aff else None)
            )


def _yearly_runs(affiliations: list[Affiliation]) -> list[Affiliation]:
    """One post listed year by year ("2015  Harvard  Teaching Fellow" over "2014  Harvard  Teaching
    Fellow"): the same role at the same organisation in consecutive single years is one post, however
    many years the run lists. An internship is an engagement of its own each year ("2018  Intern,
    Hooli" over "2017  Intern, Hooli"): separate posts (GUIDE: separate engagements stay separate).

    >>> a = Affiliation("Kestrel", "Kestrel", None, None, "Tutor", "2015", "2015")
    >>> b = Affiliation("Kestrel", "Kestrel", None, None, "Tutor", "2014", "2014")
    >>> c = Affiliation("Kestrel", "Kestrel", None, None, "Tutor", "2013", "2013")
    >>> [(x.start, x.end) for x in _yearly_runs([a, b, c])]
    [('2013', '2015')]
    >>> i, j = replace(a, role="Research Intern"), replace(b, role="Research Intern")
    >>> [(x.start, x.end) for x in _yearly_runs([i, j])]
    [('2015', '2015'), ('2014', '2014')]
    """
    out: list[Affiliation] = []
    runs: set[int] = set()  # the posts of ``out`` this function made from a run of years
    for aff in affiliations:
        last = out[-1] if out else None
        if (
            last is not None
            and aff.role
            and aff.role == last.role
            and not _INTERNSHIP.search(aff.role)
            and (aff.org or aff.org_text) == (last.org or last.org_text)
            and aff.unit == last.unit  # a post in another unit that year is another post
            and _single_year(aff)
            and (_single_year(last) or len(out) - 1 in runs)
        ):
            years = sorted({int(x) for x in (last.start, last.end, aff.start) if x})
            if years[-1] - years[0] == len(years) - 1:  # consecutive, no gap
                out[-1] = replace(last, start=str(years[0]), end=str(years[-1]))
                runs.add(len(out) - 1)
                continue
        out.append(aff)
    return out


_INTERNSHIP = re.compile(r"\bintern(?:ship)?s?\b", re.I)


def _single_year(aff: Affiliation) -> bool:
    return bool(aff.start and len(aff.start) == 4 and aff.end in (None, aff.start))


def _without_restated(affiliations: list[Affiliation]) -> list[Affiliation]:
    """A post stated twice (Work Experience, then again under Teaching Experience): the same
    organisation and the same dates, with no role or the same role the second time, is one post.

    >>> a = Affiliation("Kestrel", "Kestrel", None, None, "Instructor", "2020-05", "2020-08")
    >>> b = Affiliation("Kestrel", "Kestrel, Kestrel, NJ", None, None, None, "2020-05", "2020-08")
    >>> c = Affiliation("Kestrel", "Kestrel", None, None, "Lecturer", "2020-05", "2020-08")
    >>> [x.role for x in _without_restated([a, b, c])]
    ['Instructor', 'Lecturer']
    """
    kept: list[Affiliation] = []
    for aff in affiliations:
        same = [
            k
            for k in kept
            if (k.org or k.org_text) == (aff.org or aff.org_text)
            and (k.start, k.end) == (aff.start, aff.end)
            and aff.start
            and (aff.role is None or aff.role.casefold() == (k.role or "").casefold())
        ]
        if not same:
            kept.append(aff)
    return kept


_ADVISED = re.compile(
    r"^(?:guide|advisor|adviser|supervisor|mentor|advised by|supervised by)s?\b\s*:?\s", re.I
)


def _advised_project(
    entry: Entry, orgs: OrgGazetteer, profile: Profile, start: str | None, end: str | None
) -> bool:
    """A titled piece of work whose dated line names only its advisor ("Kamino: Cache Scheduling" /
    "Guide: Ada Lane (Kestrel University)    2020 – Present") is a project at the advisor's
    organisation, not a post there; True when the entry was read so.

    >>> from talentgraph.extract.sections import split_lines
    >>> lines = split_lines(["## Research Experience", "Kamino: Cache Scheduling for VMs",
    ...                      "Guide: Ada Lane (Kestrel University)    Jan. 2023 – Present."])
    >>> p = Profile(source="x")
    >>> build(lines, OrgGazetteer([]), p)
    >>> [(x.name, x.org, x.start, x.end) for x in p.projects], p.affiliations
    ([('Kamino', 'Kestrel University', '2023-01', 'present')], [])
    """
    if (
        entry.kind not in {"experience", "projects"}
        or not entry.head
        or not _ADVISED.match(entry.anchor.text)
    ):
        return False
    title = entry.head[-1].text
    if has_role(title) or looks_like_org(title) or orgs.find(title) or find_degree(title):
        return False
    rest = " | ".join(residual_fields(entry.anchor, entry.dates))
    inner = re.findall(r"\(([^()]{2,80})\)", rest) + split_pieces(rest)[1:]
    org_text = next((x for x in inner if orgs.lookup(x) or looks_like_org(x)), None)
    name, org_id = resolve_written(orgs, org_text) if org_text else (None, None)
    desc = next((ln.text for ln in entry.body if len(ln.text.split()) > 5), None)
    links = [u for ln in [*entry.head, entry.anchor] for u in ln.links]
    profile.projects.append(
        Project(project_name(title), name or org_text, start, end, desc, links, entry.evidence(), org_id)
    )
    return True


def _sibling(entry: Entry, line: Line) -> bool:
    """A list item at the level of a dated study's own item ("* M.S. in X, Y" under "* Ph.D. in X, Y
    (2024)") is the next study, stated without dates, not a detail of the one above."""
    return (
        entry.kind == "education"
        and entry.anchor.bullet
        and line.bullet
        and line.indent == entry.anchor.indent
        and line is not entry.anchor
    )


def _undated_degrees(lines: list[Line], entries: list[Entry], orgs: OrgGazetteer, profile: Profile) -> None:
    """Degrees an Education section states without dates: "Kestrel University" over "MSc in
    Statistics" (or both on one line) add a study with no dates.

    >>> from talentgraph.extract.sections import split_lines
    >>> lines = split_lines(["## Education", "### Kestrel University", "MSc in Biostatistics", "Advisor: A B"])
    >>> p = Profile(source="x")
    >>> build(lines, OrgGazetteer([]), p)
    >>> [(e.institution_text, e.degree, e.field, e.start) for e in p.education]
    [('Kestrel University', 'M.Sc.', 'Biostatistics', None)]
    """
    claimed = {ln.no for e in entries for ln in [*e.heads, e.anchor, *e.tail, *e.body] if not _sibling(e, ln)}
    free = [ln for ln in lines if ln.kind == "education" and not ln.heading and not ln.skip and ln.text]
    for i, ln in enumerate(free):
        degree = find_degree(ln.text)
        if ln.no in claimed or degree is None or len(ln.text.split()) > 14 or ":" in ln.text[:20]:
            continue
        pieces = whole_name_fields(orgs, ln.text)
        org_text = next((p for p in pieces if looks_like_org(p) or orgs.lookup(p)), None)
        above = free[i - 1] if i else None
        if (
            org_text is None
            and above is not None
            and above.no not in claimed
            and ln.no - above.no <= 2
            and not find_degree(above.text)
        ):
            piece = whole_name_fields(orgs, body_text(orgs, above.text))[:1]
            if piece and (looks_like_org(piece[0]) or orgs.find(piece[0])):
                org_text = piece[0]
        if org_text is None:
            continue
        name, org_id = resolve_written(orgs, org_text)
        profile.education.append(
            Education(
                name, org_text, org_id, degree[0], degree[1], None, None, Evidence(ln.no, ln.raw.strip())
            )
        )


_SHORT_YEAR = re.compile(r"\s+['’‘]\d\d$")
_NOT_OWN_DEGREE = re.compile(
    r"\b(?:thesis|dissertation|students?|candidates?|programs?|programmes?|courses?)\b", re.I
)


def _listed_degrees(lines: list[Line], entries: list[Entry], orgs: OrgGazetteer, profile: Profile) -> None:
    """Degrees listed outside an Education section, each led by its degree and closed by the
    institution ("- M.S. Computer Science, Kestrel University '24", a table cell "B.S. Biology,
    Gull College"): a study with no dates, unless the profile already has it.

    >>> from talentgraph.extract.sections import split_lines
    >>> lines = split_lines(["## Overview", "- M.S. Widget Science, Kestrel University '24", "- Patent agent"])
    >>> p = Profile(source="x")
    >>> _listed_degrees(lines, [], OrgGazetteer([]), p)
    >>> [(e.institution_text, e.degree) for e in p.education]
    [('Kestrel University', 'M.S.')]
    """
    claimed = {ln.no for e in entries for ln in [*e.heads, e.anchor, *e.tail, *e.body]}
    had = {(e.institution_text, e.degree) for e in profile.education}
    for ln in lines:
        if ln.kind not in {None, "about"} or ln.heading or ln.skip or ln.no in claimed:
            continue
        if not (ln.bullet or " | " in ln.text):
            continue
        for cell in ln.text.strip(" |").split(" | "):
            pieces = [p.strip() for p in cell.split(",")]
            if len(pieces) < 2 or len(cell.split()) > 14 or _NOT_OWN_DEGREE.search(cell):
                continue
            if not degree_first_field(cell) or find_degree(pieces[-1]):
                continue
            school = _SHORT_YEAR.sub("", pieces[-1])
            name, org_id = resolve_written(orgs, school)
            degree = find_degree(pieces[0])
            if degree is None or not (org_id or looks_like_org(school)) or (school, degree[0]) in had:
                continue
            had.add((school, degree[0]))
            ev = Evidence(ln.no, ln.raw.strip())
            profile.education.append(Education(name, school, org_id, degree[0], degree[1], None, None, ev))


_THIRD_PERSON = re.compile(
    r"\b(?:students?|alumni|mentees?|advisees?)\b.*\b(?:he|she|they|his|her|their)\b"
    r"|\b(?:he|she|they)\s+(?:did|completed|received|earned|joined|is|was)\b|\b(?:his|her|their)\s+(?:PhD|Ph\.D\.|thesis)",
    re.I,
)
_MINOR = re.compile(
    r"^\s*(?:minor|major|concentration|specialization|specialisation|emphasis)\s+(?:in|on)\b", re.I
)
_POSTDOC = re.compile(r"\bpost[-\s]?doc(?:toral)?\b", re.I)
_VISITING = re.compile(
    r"\b(?:visiting|exchange|guest)\s+(?:[\w.]+\s+){0,2}(?:student|scholar|researcher|fellow)\b", re.I
)


def _job_among_studies(entry: Entry, header: list[str], degree: tuple[str, str | None] | None) -> bool:
    """A row of an Education list that names a job and no degree ("Research Assistant, Kestrel
    Institute (2020)", "Gull College. Assistant Professor."): a post listed among the studies.
    A student's role ("PhD candidate", "Exchange student") and further training stay in education.

    >>> from talentgraph.extract.sections import split_lines
    >>> lines = split_lines(["Education", "- Research Assistant, Kestrel Institute (2020)"])
    >>> entry = segment(lines)[0]
    >>> _job_among_studies(entry, ["Research Assistant, Kestrel Institute"], None)
    True
    >>> _job_among_studies(entry, ["Visiting PhD Student, Kestrel Institute"], None)
    False
    >>> _job_among_studies(entry, ["Teacher Training for Higher Education, Kestrel Institute"], None)
    False
    >>> _job_among_studies(entry, ["Thesis advisor, Kestrel Institute"], None)
    False
    """
    if degree is not None or entry.kind != "education":
        return False
    role = role_of(header, None)
    if not role or STUDENT_WORD.search(role) or PUPIL_ROLE.match(role) or _OTHERS_ROLE.search(role):
        return False
    # "Teacher Training for Higher Education", "Advisor: Ada Roe, Kestrel University": no job of the owner's
    return not any(FURTHER_TRAINING.search(text) or field_label(text) for text in header)


#: a role that names someone else's tie to the owner's studies (an advisor, an examiner), not the owner's job
_OTHERS_ROLE = re.compile(r"\b(?:advis|supervis|mentor|committee|examiner|referee|reader)", re.I)


def _visiting_degree(text: str) -> bool:
    """The line that names the degree calls it a visit: the visiting phrase comes before any degree.

    >>> _visiting_degree("Visiting PhD Student, Gull University")
    True
    >>> _visiting_degree("Ph.D. in Physics, Kestrel University (incl. visiting fellow at Gull University)")
    False
    """
    visit = _VISITING.search(text)
    return visit is not None and _earned_degree(text[: visit.start()]) is None


_FIRST_PERSON = re.compile(r"(?:^|[\s,;])(?:I|I'm|I've|we|my|our)\s", re.I)


def _narrative_bullet(entry: Entry, role: str | None) -> bool:
    """A dated bullet under Experience that names no job ("Search backend. 2016-2017", "As lead, I built…")."""
    if entry.kind not in {"experience", "projects"} or not entry.anchor.bullet or entry.head:
        return False
    if entry.kind == "projects" and entry.parent is not None:
        return False
    before = entry.anchor.text[: entry.dates.start_pos]
    own_role = role_of([" | ".join(residual_fields(entry.anchor, entry.dates))], None)
    return own_role is None or bool(_FIRST_PERSON.search(before))


def _run_on(text: str, following: list[Line]) -> str:
    """``text`` with the line after it when its sentence wraps there: it ends with no stop and the
    next line is no bullet or heading ("… at Institut de Chimie de l'Ecole" + "Normale Supérieure.").

    >>> _run_on("I was a fellow at Institut de Chimie de l'Ecole", [Line(4, "Normale Sup.", "Normale Sup.")])
    "I was a fellow at Institut de Chimie de l'Ecole Normale Sup."
    >>> _run_on("I was a fellow at Kestrel University.", [Line(4, "Then I moved.", "Then I moved.")])
    'I was a fellow at Kestrel University.'
    """
    if not following or following[0].bullet or following[0].heading or re.search(r"[.;:!?|]\s*$", text):
        return text
    return f"{text.rstrip()} {following[0].text.strip()}"


def _prose_entry(
    entry: Entry, orgs: OrgGazetteer, profile: Profile, start: str | None, end: str | None
) -> None:
    text = entry.anchor.text[entry.dates.end_pos :]
    ev = entry.evidence()
    layout = org_by_layout(_run_on(text, entry.body[:1]))
    degree = find_degree(text)
    org_text = layout[0] if layout else None
    hits = orgs.find(text)
    if org_text is not None:
        # the gazetteer's longer name wins over a layout cut at a comma ("University of California, …")
        longer = [h.text for h in hits if h.text.startswith(org_text) and len(h.text) > len(org_text)]
        org_text = longer[0] if longer else org_text
    elif hits:
        org_text = hits[0].text
    if org_text is None:
        return
    name, org_id = resolve_written(orgs, org_text)
    m = PROSE_ROLE.search(text)
    role = m.group(1).strip() if m and has_role(m.group(1)) else None
    if degree and (not role or STUDENT_WORD.search(role)):
        profile.education.append(Education(name, org_text, org_id, degree[0], degree[1], start, end, ev))
        return
    if role or name:
        unit = layout[1] if layout else None
        profile.affiliations.append(Affiliation(name, org_text, org_id, unit, role, start, end, None, ev))
