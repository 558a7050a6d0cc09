# ruff: noqa: E501
"""Sentences shared by every skill of a family: the common, low-information text real skill
bodies are full of ("confirm which environment you are in", "report what you changed"). It
makes bodies realistic noise for a ranker rather than clean keyword lists."""

from __future__ import annotations

FILLER: dict[str, dict[str, list[str]]] = {
    "eng": {
        "intro": [
            "Work from a terminal on a machine that can reach the system in question, and keep a log of every command you run.",
            "Confirm which environment you are pointed at before changing anything; production and staging look alike.",
            "Prefer small, reversible changes, and tell the people who own the system that a change is in flight.",
            "Read the existing configuration and documentation before assuming how things are set up.",
            "If anything here conflicts with the team's runbook, the runbook wins; note the difference.",
        ],
        "when": [
            "The task touches shared infrastructure and a mistake would affect other people.",
            "You were asked to do this by someone who expects a short written summary afterwards.",
            "You need a repeatable procedure rather than a one-off fix.",
        ],
        "step": [
            "Write down what you changed and why, and link the change request or ticket.",
            "Verify the result the way a user would experience it, not only with the tool's exit code.",
            "Commit any configuration you changed by hand back to version control.",
        ],
        "pitfall": [
            "Commands copied from shell history may target the wrong host or context; re-read them.",
            "Fixing forward under pressure without a rollback plan turns small incidents into big ones.",
            "Defaults differ between versions; check the version you are actually running.",
        ],
        "report": [
            "Report what you changed, the commands you ran, how you verified the result, and anything left to do.",
            "Finish with a short summary: the problem, the cause if known, the change, and the evidence it worked.",
        ],
    },
    "data": {
        "intro": [
            "Look at a sample of the real data before writing any transformation; schemas lie.",
            "Keep raw inputs untouched and write results to a new location so every step can be rerun.",
            "Note data volumes, owners and freshness expectations before you start.",
            "Prefer idempotent steps: running the same job twice should give the same result.",
        ],
        "when": [
            "The output feeds a dashboard, a model or a report that other people rely on.",
            "The data is large enough that a naive approach would be slow or expensive.",
        ],
        "step": [
            "Check row counts, nulls and duplicates on the output against the input.",
            "Record the parameters and code version used so the result can be reproduced.",
        ],
        "pitfall": [
            "Time zones and daylight saving shifts silently move rows between days.",
            "Sampling hides rare but important cases; test on the full distribution before trusting results.",
            "Personal data must stay within the systems approved for it.",
        ],
        "report": [
            "Report the inputs, the output location, the checks you ran with their numbers, and known limitations.",
            "Summarise results with the numbers that support them and state what you did not verify.",
        ],
    },
    "security": {
        "intro": [
            "Treat everything you find as confidential and share it only with the people who need it.",
            "Work with explicit authorisation and within the agreed scope; stop and ask if the scope is unclear.",
            "Keep an evidence trail: what you checked, when, and what you saw.",
        ],
        "when": [
            "A finding needs a severity and an owner rather than a vague warning.",
            "An auditor, customer or incident requires evidence of what was done.",
        ],
        "step": [
            "Rate each finding by impact and likelihood and assign an owner and a due date.",
            "Re-test after the fix and attach the evidence to the ticket.",
        ],
        "pitfall": [
            "Never paste secrets, tokens or personal data into tickets, chats or prompts.",
            "A clean scan result is not proof of security; note what the tool cannot see.",
        ],
        "report": [
            "Report findings ordered by severity with evidence, affected assets, and the recommended fix for each.",
        ],
    },
    "writing": {
        "intro": [
            "Start by asking who will read this and what they should do or know afterwards.",
            "Keep the author's voice; improve clarity without rewriting their meaning.",
            "Short sentences and concrete words beat clever phrasing.",
            "Ask for the context you are missing instead of inventing facts.",
        ],
        "when": [
            "The text will be read by people outside the team who lack context.",
            "There is a deadline and the draft needs to be good rather than perfect.",
        ],
        "step": [
            "Read the result aloud, or as the intended reader would, and cut anything that does not help them.",
            "List any facts, names or numbers the author should double-check.",
        ],
        "pitfall": [
            "Do not introduce claims, quotes or numbers that are not in the source material.",
            "Jargon that is obvious to the author is often opaque to the reader.",
        ],
        "report": [
            "Return the revised text followed by a short list of the main changes and open questions.",
            "Deliver the draft and note the assumptions you made about audience and tone.",
        ],
    },
    "business": {
        "intro": [
            "This is general guidance, not professional advice; flag anything that needs a qualified reviewer.",
            "Use the organisation's own templates, policies and approval steps where they exist.",
            "Confirm the jurisdiction, currency and dates involved before starting.",
            "Keep sensitive personal and financial information out of shared drafts.",
        ],
        "when": [
            "A decision depends on the result and someone will sign off on it.",
            "The same task comes up regularly and should be done consistently.",
        ],
        "step": [
            "Have the accountable owner review the result before it is sent or filed.",
            "File the final version where the team keeps records, with the date and version.",
        ],
        "pitfall": [
            "Local rules differ; what is standard in one country can be invalid in another.",
            "Deadlines set by regulators or counterparties are rarely flexible; note them first.",
        ],
        "report": [
            "Return the document or analysis, a list of assumptions, and the points that need a specialist's review.",
            "Summarise the outcome, the figures or clauses it depends on, and the next steps with owners.",
        ],
    },
    "design": {
        "intro": [
            "Start from the user's task and context, not from the visual style.",
            "Reuse components and tokens from the design system before inventing new ones.",
            "Check work at real sizes, on real devices, with real content.",
        ],
        "when": [
            "Engineers or stakeholders need something concrete to react to.",
            "Consistency across screens or products matters more than novelty.",
        ],
        "step": [
            "Share the work early with the people who will build or use it and note their feedback.",
            "Document decisions and the alternatives you rejected.",
        ],
        "pitfall": [
            "Designing only the happy path leaves engineers to guess error and empty states.",
            "Colour alone must never carry meaning.",
        ],
        "report": [
            "Hand over the files, the decisions made, the open questions, and what to test with users next.",
        ],
    },
    "files": {
        "intro": [
            "Work on a copy of the input file and keep the original unchanged.",
            "Check the file type by its contents, not its extension.",
            "Large files should be processed in streams or pages rather than loaded whole.",
        ],
        "when": [
            "The file came from outside and may be malformed or hostile.",
            "Many files need the same treatment and the process should be scripted.",
        ],
        "step": [
            "Open the output in a normal viewer to confirm it looks right.",
            "Compare sizes and page or row counts between input and output.",
        ],
        "pitfall": [
            "Metadata such as authors, comments and tracked changes may leak with the file.",
            "Character encodings other than UTF-8 turn text into mojibake if guessed wrong.",
        ],
        "report": [
            "Return the output file path, what was done, and anything that could not be processed.",
        ],
    },
}
