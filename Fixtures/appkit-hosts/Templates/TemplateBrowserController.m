#import "TemplateBrowserController.h"

@interface TemplateBrowserController ()
@property (weak) IBOutlet NSPopUpButton *templatesMenu;
@end

@implementation TemplateBrowserController

- (void)showWelcomeOnce {
    NSUserDefaults *defaults = NSUserDefaults.standardUserDefaults;
    if ([defaults boolForKey:@"TemplatesWelcomeShown"]) {
        return;
    }
    [defaults setBool:YES forKey:@"TemplatesWelcomeShown"];
    [self showWelcome];
}

- (void)showWelcome {
    NSViewController *welcome = [[NSViewController alloc] initWithNibName:@"TemplateWelcome" bundle:nil];
    NSPopover *popover = [[NSPopover alloc] init];
    popover.contentViewController = welcome;
    popover.behavior = NSPopoverBehaviorSemitransient;
    [popover showRelativeToRect:self.templatesMenu.frame ofView:self.view preferredEdge:NSRectEdgeMinY];
}

@end
