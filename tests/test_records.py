"""Structured records: ORCID (JSON and XML), OpenAlex authors, LinkedIn exports, joined by identifiers."""

from __future__ import annotations

import json
import shutil
import zipfile
from pathlib import Path

import pytest
from click.testing import CliRunner

from talentgraph.cli import cli
from talentgraph.errors import SourceError
from talentgraph.extract.records import orcid_checksum_ok, own_orcid
from talentgraph.pipeline import profile_from_document
from talentgraph.resolve.orgs import resolve_org_by_ror
from talentgraph.sources import collect_paths, parse_bytes, read_document
from talentgraph.store import open_store

from .conftest import EXAMPLES

ORCID_XML = """<?xml version="1.0" encoding="UTF-8"?>
<record:record path="/0000-0000-4821-7357" xmlns:record="http://www.orcid.org/ns/record"
  xmlns:common="http://www.orcid.org/ns/common" xmlns:person="http://www.orcid.org/ns/person"
  xmlns:personal-details="http://www.orcid.org/ns/personal-details"
  xmlns:activities="http://www.orcid.org/ns/activities" xmlns:employment="http://www.orcid.org/ns/employment"
  xmlns:education="http://www.orcid.org/ns/education" xmlns:work="http://www.orcid.org/ns/work">
  <common:orcid-identifier>
    <common:uri>https://orcid.org/0000-0000-4821-7357</common:uri>
    <common:path>0000-0000-4821-7357</common:path>
  </common:orcid-identifier>
  <person:person>
    <person:name>
      <personal-details:given-names>Ivan</personal-details:given-names>
      <personal-details:family-name>Petrov</personal-details:family-name>
    </person:name>
  </person:person>
  <activities:activities-summary>
    <activities:employments>
      <activities:affiliation-group>
        <employment:employment-summary put-code="1001">
          <common:department-name>School of Computer Science</common:department-name>
          <common:role-title>Research Intern</common:role-title>
          <common:start-date><common:year>2019</common:year><common:month>06</common:month></common:start-date>
          <common:end-date><common:year>2019</common:year><common:month>08</common:month></common:end-date>
          <common:organization>
            <common:name>Carnegie Mellon University</common:name>
            <common:disambiguated-organization>
              <common:disambiguated-organization-identifier>https://ror.org/05x2bcf33</common:disambiguated-organization-identifier>
              <common:disambiguation-source>ROR</common:disambiguation-source>
            </common:disambiguated-organization>
          </common:organization>
        </employment:employment-summary>
      </activities:affiliation-group>
      <activities:affiliation-group>
        <employment:employment-summary put-code="1002">
          <common:role-title>Visiting Researcher</common:role-title>
          <common:start-date><common:year>2021</common:year></common:start-date>
          <common:end-date><common:year>2021</common:year></common:end-date>
          <common:organization><common:name>Wile E. Institute</common:name></common:organization>
        </employment:employment-summary>
      </activities:affiliation-group>
    </activities:employments>
    <activities:educations>
      <activities:affiliation-group>
        <education:education-summary put-code="2001">
          <common:role-title>B.Sc.</common:role-title>
          <common:end-date><common:year>2020</common:year></common:end-date>
          <common:organization><common:name>Moscow Institute of Physics and Technology</common:name></common:organization>
        </education:education-summary>
      </activities:affiliation-group>
    </activities:educations>
    <activities:works>
      <activities:group>
        <work:work-summary put-code="4001">
          <work:title><common:title>Sparse Gradients over Thin Pipes</common:title></work:title>
          <common:publication-date><common:year>2020</common:year></common:publication-date>
        </work:work-summary>
      </activities:group>
    </activities:works>
  </activities:activities-summary>
</record:record>
"""


def _extract(path: Path) -> dict:  # type: ignore[type-arg]
    return profile_from_document(read_document(path)).to_dict()


def test_orcid_json_record_reads_person_positions_studies_and_works() -> None:
    profile = _extract(EXAMPLES / "ivan-petrov-orcid.json")
    assert profile["person"]["name"] == "Ivan Petrov"
    assert profile["person"]["orcid"] == "0000-0000-4821-7357"
    berkeley = next(a for a in profile["affiliations"] if a["org_id"] == "uc-berkeley")
    assert (berkeley["start"], berkeley["end"], berkeley["ror"]) == ("2020-08", "present", "01an7q238")
    assert [e["degree"] for e in profile["education"]] == ["Ph.D.", "B.Sc."]
    assert profile["publications"][0]["url"] == "https://doi.org/10.0000/example.hearth"
    assert profile["awards"][0]["year"] == "2022"


def test_orcid_evidence_points_at_the_line_of_the_value() -> None:
    doc = read_document(EXAMPLES / "ivan-petrov-orcid.json")
    profile = profile_from_document(doc)
    nvidia = profile.affiliations[0]
    assert nvidia.evidence is not None
    assert "NVIDIA" in doc.lines[nvidia.evidence.line - 1]


def test_orcid_xml_export_reads_like_the_json() -> None:
    doc = parse_bytes(ORCID_XML.encode(), source="record.xml", suffix=".xml")
    profile = profile_from_document(doc)
    assert profile.person.name == "Ivan Petrov"
    assert profile.person.orcid == "0000-0000-4821-7357"
    cmu = profile.affiliations[0]
    assert (cmu.org_id, cmu.unit, cmu.start, cmu.end, cmu.ror) == (
        "cmu",
        "School of Computer Science",
        "2019-06",
        "2019-08",
        "05x2bcf33",
    )


def test_orcid_fuzzy_dates_keep_their_precision() -> None:
    profile = profile_from_document(parse_bytes(ORCID_XML.encode(), source="record.xml", suffix=".xml"))
    visiting = profile.affiliations[1]
    assert (visiting.start, visiting.end) == ("2021", "2021")
    assert (profile.education[0].start, profile.education[0].end) == (None, "2020")


def test_orcid_unknown_organisation_without_ror_is_minted_by_name() -> None:
    profile = profile_from_document(parse_bytes(ORCID_XML.encode(), source="record.xml", suffix=".xml"))
    assert profile.affiliations[1].org_id == "x-wileeinstitute"


def test_orcid_entry_without_organisation_is_skipped_with_a_warning() -> None:
    record = {
        "orcid-identifier": {"path": "0000-0000-4821-7357"},
        "person": {},
        "activities-summary": {
            "employments": {
                "affiliation-group": [{"summaries": [{"employment-summary": {"path": "/x/employment/9"}}]}]
            }
        },
    }
    profile = profile_from_document(parse_bytes(json.dumps(record).encode(), source="r.json"))
    assert profile.affiliations == []
    assert profile.warnings == ["employments /x/employment/9: no organisation name; entry skipped"]


def test_invalid_orcid_checksum_is_no_identifier() -> None:
    assert orcid_checksum_ok("0000-0000-4821-7357")
    assert not orcid_checksum_ok("0000-0000-4821-7358")
    assert own_orcid("https://orcid.org/0000-0000-4821-7358") is None


def test_page_linking_two_orcid_ids_states_no_owner_id() -> None:
    text = "orcid.org/0000-0000-4821-7357 and my co-author orcid.org/0000-0000-9054-2188"
    assert own_orcid(text) is None


def test_malformed_xml_is_a_one_line_source_error() -> None:
    with pytest.raises(SourceError, match=r"record\.xml: invalid XML"):
        parse_bytes(b"<record><unclosed></record>", source="record.xml", suffix=".xml")


def test_openalex_author_reads_affiliation_years_and_topics() -> None:
    profile = _extract(EXAMPLES / "kofi-mensah-openalex.json")
    assert profile["person"]["orcid"] == "0000-0000-9054-2188"
    spans = [(a["org_id"], a["start"], a["end"]) for a in profile["affiliations"]]
    assert spans == [("google", "2022", "2023"), ("cmu", "2018", "2021")]
    assert [t["label"] for t in profile["topics"]][1] == "Federated Learning"


def test_linkedin_folder_and_zip_give_the_same_profile(tmp_path: Path) -> None:
    folder = EXAMPLES / "priya-raman-linkedin"
    archive = tmp_path / "Basic_LinkedInDataExport_01-01-2026.zip"
    with zipfile.ZipFile(archive, "w") as zf:
        for member in folder.iterdir():
            zf.write(member, f"Basic_LinkedInDataExport/{member.name}")
    from_folder = _extract(folder)
    from_zip = _extract(archive)
    from_zip["source"] = from_folder["source"]
    assert from_zip == from_folder
    assert [(a["org_id"], a["start"], a["end"]) for a in from_folder["affiliations"]] == [
        ("nvidia", "2022-01", "present"),
        ("meta", "2019-07", "2020-12"),
        ("cmu", "2017-09", "2019-05"),
    ]


def test_linkedin_evidence_is_the_csv_row() -> None:
    doc = read_document(EXAMPLES / "priya-raman-linkedin")
    profile = profile_from_document(doc)
    evidence = profile.education[1].evidence
    assert evidence is not None
    assert doc.lines[evidence.line - 1].startswith("Indian Institute of Technology Madras,")


def test_linkedin_notes_preamble_and_cp1252_are_read(tmp_path: Path) -> None:
    folder = tmp_path / "export"
    folder.mkdir()
    (folder / "Profile.csv").write_bytes("First Name,Last Name\nJosé,Núñez\n".encode("cp1252"))
    (folder / "Positions.csv").write_text(
        "Notes:\nPositions you held\n\nCompany Name,Title,Started On,Finished On\nAcme,Engineer,03/2019,2020\n",
        encoding="utf-8",
    )
    profile = _extract(folder)
    assert profile["person"]["name"] == "José Núñez"
    assert [(a["org_text"], a["start"], a["end"]) for a in profile["affiliations"]] == [
        ("Acme", "2019-03", "2020")
    ]


def test_zip_without_linkedin_files_is_a_clear_error(tmp_path: Path) -> None:
    archive = tmp_path / "photos.zip"
    with zipfile.ZipFile(archive, "w") as zf:
        zf.writestr("a.txt", "hello")
    with pytest.raises(SourceError, match=r"no Profile\.csv or Positions\.csv"):
        read_document(archive)


def test_broken_zip_is_a_clear_error(tmp_path: Path) -> None:
    archive = tmp_path / "broken.zip"
    archive.write_bytes(b"PK\x03\x04 not really a zip")
    with pytest.raises(SourceError, match="not a readable zip"):
        read_document(archive)


def test_a_folder_walk_takes_a_linkedin_export_as_one_document() -> None:
    names = [name for _, name in collect_paths([EXAMPLES])]
    assert "priya-raman-linkedin" in names
    assert not any(name.startswith("priya-raman-linkedin/") for name in names)


def test_ror_resolves_to_the_gazetteer_entry_or_a_node_keyed_on_it() -> None:
    assert resolve_org_by_ror("CMU Pittsburgh campus", "05x2bcf33").org_id == "cmu"
    a = resolve_org_by_ror("Inst. of Imaginary Systems", "0abcdef12")
    b = resolve_org_by_ror("Institute for Imaginary Systems", "0abcdef12")
    assert a.org_id == b.org_id == "ror-0abcdef12"


def test_orcid_record_and_homepage_are_one_person_with_the_orcid_id_as_reason(tmp_path: Path) -> None:
    docs = tmp_path / "docs"
    docs.mkdir()
    for name in ("ivan-petrov.mdx", "ivan-petrov-orcid.json", "fatima-haddad.json"):
        shutil.copy(EXAMPLES / name, docs / name)
    store = str(tmp_path / "store")
    runner = CliRunner()
    assert runner.invoke(cli, ["ingest", str(docs), "--store", store]).exit_code == 0
    explained = runner.invoke(cli, ["explain", "Ivan Petrov", "--documents", str(docs)])
    assert "ivan-petrov-orcid.json: 'Ivan Petrov' -> orcid:0000-0000-4821-7357 by orcid" in explained.output
    assert "ivan-petrov.mdx: 'Ivan Petrov' -> orcid:0000-0000-4821-7357 by orcid" in explained.output
    with open_store(store, read_only=True) as opened:
        rows = opened.select(
            "PREFIX foaf: <http://xmlns.com/foaf/0.1/> "
            "SELECT DISTINCT ?p ?g WHERE { GRAPH ?g { ?doc foaf:primaryTopic ?p } }"
        )
        owners = {str(row["g"]).rsplit("/", 1)[-1]: row["p"] for row in rows}
    ivan = {doc: person for doc, person in owners.items() if doc.startswith("ivan-petrov")}
    assert len(ivan) == 2
    assert len(set(ivan.values())) == 1
    assert len(set(owners.values())) == 2
