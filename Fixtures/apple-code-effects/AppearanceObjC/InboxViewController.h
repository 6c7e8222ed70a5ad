#import <UIKit/UIKit.h>

@interface InboxViewController : UIViewController <UITableViewDataSource>
@property (weak, nonatomic) IBOutlet UITableView *tableView;
@end
