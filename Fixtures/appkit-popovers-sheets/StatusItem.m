#import "StatusItem.h"
#import "StatusPopoverController.h"

@implementation StatusItem

- (void)showPopover {
    self.popover = [[NSPopover alloc] init];
    self.popover.contentViewController = [[StatusPopoverController alloc] initWithNibName:@"StatusPopover" bundle:nil];
    self.popover.behavior = NSPopoverBehaviorApplicationDefined;
    self.popover.delegate = self;
    [self.popover showRelativeToRect:self.item.button.bounds ofView:self.item.button preferredEdge:NSRectEdgeMinY];
}

@end
