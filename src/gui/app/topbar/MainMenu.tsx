import { Button, Menu, MenuDivider, MenuItem, PopoverNext } from '@blueprintjs/core'
import { CaretDownIcon } from '@blueprintjs/icons'
import { useMemo, type MouseEvent } from 'react'
import { useHref, useLocation, useNavigate } from 'react-router'
import { ABOUT_LINKS } from '../about/links'
import { byCategory, MENU_GROUPS, menusFromRoutes, useRouteDefs, type MenuEntry, type MenuGroupName } from '../routes'

export const NO_APPS_TEXT = 'No apps available'

function RouterMenuItem({ entry }: { entry: MenuEntry }) {
  const navigate = useNavigate()
  const href = useHref(entry.path)
  const { pathname } = useLocation()
  const onClick = (event: MouseEvent<HTMLElement>) => {
    // Let the browser open new tabs and windows itself.
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return
    event.preventDefault()
    navigate(entry.path)
  }
  return (
    <MenuItem
      text={entry.label}
      icon={entry.icon}
      href={href}
      onClick={onClick}
      htmlTitle={entry.description}
      active={pathname === entry.path || pathname.startsWith(`${entry.path}/`)}
    />
  )
}

function GroupItems({ group, entries }: { group: MenuGroupName; entries: MenuEntry[] }) {
  if (group === 'Explore') {
    if (!entries.length) return <MenuItem text={NO_APPS_TEXT} disabled />
    return (
      <>
        {byCategory(entries).map(([category, items]) => (
          <div key={category} role="none">
            {category && <MenuDivider title={category} />}
            {items.map((entry) => (
              <RouterMenuItem key={entry.path} entry={entry} />
            ))}
          </div>
        ))}
      </>
    )
  }
  return (
    <>
      {entries.map((entry) => (
        <RouterMenuItem key={entry.path} entry={entry} />
      ))}
      {group === 'About' && (
        <>
          <MenuDivider />
          {ABOUT_LINKS.map((link) => (
            <MenuItem
              key={link.label}
              text={link.label}
              href={link.url}
              target="_blank"
              rel="noopener noreferrer"
              labelElement={
                <span className="tessera-external-icon" aria-hidden="true">
                  ↗
                </span>
              }
              htmlTitle={link.description}
            />
          ))}
        </>
      )}
    </>
  )
}

/** The top bar's menus: Publish, Explore, Analyze, About (derived from the route table). */
export function MainMenu() {
  const defs = useRouteDefs()
  const menus = useMemo(() => menusFromRoutes(defs), [defs])
  const { pathname } = useLocation()
  return (
    <nav className="tessera-main-menu" aria-label="Main menu">
      {MENU_GROUPS.map((group) => {
        const active = menus[group].some((entry) => pathname === entry.path || pathname.startsWith(`${entry.path}/`))
        return (
          <PopoverNext
            key={group}
            placement="bottom-start"
            arrow={false}
            animation="minimal"
            content={
              <Menu aria-label={group}>
                <GroupItems group={group} entries={menus[group]} />
              </Menu>
            }
          >
            <Button
              className={`tessera-main-menu-button ${active ? 'tessera-active' : ''}`}
              variant="minimal"
              endIcon={<CaretDownIcon />}
              text={group}
            />
          </PopoverNext>
        )
      })}
    </nav>
  )
}
