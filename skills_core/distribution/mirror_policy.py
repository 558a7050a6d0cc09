"""The read-only IAM policy a reader of one tenant's mirror needs (SPEC §13.3): list the
tenant's prefix and get its objects, nothing else (pydantic-ai-skills' ``S3SkillsRegistry``
and the AgentCore harness list a prefix and read its objects)."""

from __future__ import annotations

from typing import Any

from skills_core.settings import check_tenant


def mirror_policy(bucket: str, tenant: str, *, partition: str = "aws") -> dict[str, Any]:
    tenant = check_tenant(tenant)
    return {
        "Version": "2012-10-17",
        "Statement": [
            {
                "Sid": "ListTenantMirror",
                "Effect": "Allow",
                "Action": "s3:ListBucket",
                "Resource": f"arn:{partition}:s3:::{bucket}",
                "Condition": {"StringLike": {"s3:prefix": [f"{tenant}/", f"{tenant}/*"]}},
            },
            {
                "Sid": "ReadTenantMirror",
                "Effect": "Allow",
                "Action": "s3:GetObject",
                "Resource": f"arn:{partition}:s3:::{bucket}/{tenant}/*",
            },
        ],
    }


__all__ = ["mirror_policy"]
