#import "KeyboardSettingsViewController.h"
#import "TerminalPreferences.h"

#define kOptionKeySection 1

@implementation KeyboardSettingsViewController

- (void)tableView:(UITableView *)tableView didSelectRowAtIndexPath:(NSIndexPath *)indexPath {
    [tableView deselectRowAtIndexPath:indexPath animated:YES];
}

- (NSInteger)tableView:(UITableView *)tableView numberOfRowsInSection:(NSInteger)section {
    if (section == 0 && ![self.class capsLockRemappingWorks])
        return 0;
    if (section == kOptionKeySection && !TerminalPreferences.shared.showsAdvancedKeys) {
        return 0;
    }
    return [super tableView:tableView numberOfRowsInSection:section];
}

+ (BOOL)capsLockRemappingWorks {
    if (@available(iOS 13, *)) {
        return NO;
    }
    return YES;
}

@end
